// The charge-exports module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { chargeExportRoutes } from './routes.js';
export {
  CHARGE_EXPORT_JOB,
  PURGE_EXPORTS_JOB,
  SWEEP_EXPORTS_JOB,
  failChargeExport,
  purgeOldExports,
  runChargeExport,
  sweepStuckExports,
} from './service.js';
