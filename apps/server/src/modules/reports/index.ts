// The reports module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { reportRoutes } from './routes.js';
export {
  PURGE_REPORTS_JOB,
  REPORT_JOB,
  SWEEP_REPORTS_JOB,
  failReport,
  purgeOldReports,
  runReport,
  sweepStuckReports,
} from './service.js';
