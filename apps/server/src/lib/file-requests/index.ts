/*
 * One lifecycle for the CSV files a seller asks for and gets later (the charges export, the reports):
 * a request row recorded PENDING with its job, then READY with its gzip file, or FAILED when its job
 * gives up or is lost; the file downloadable by its seller, e-mailed, and purged after FILE_KEEP_DAYS. Each module keeps its
 * own table, routes, texts and builder, and calls these with its own FileRequestKind. The status
 * moves go through the lifecycle module's transition() (LIFECYCLES.fileRequest). Imported whole
 * (`import * as fileRequests`), so the short names read `fileRequests.complete`, `fileRequests.fail` …
 *
 * The queries take the table as a parameter, so test/tenant-scope.test.ts cannot see them: a job's
 * and the download's queries name the seller (the charges export's job by its id only, RequestKey);
 * the sweep and the purge read every seller by design.
 */
export { complete, type BuildFile } from './complete.js';
export { readyFile } from './download.js';
export { fail, failStuck } from './fail.js';
export {
  ATTACH_LIMIT_BYTES,
  FILE_KEEP_DAYS,
  FILE_STUCK_MS,
  type BuiltFile,
  type FileRequestContext,
  type FileRequestKind,
  type FileRequestRow,
  type FileRequestTable,
  type MailText,
  type RequestKey,
} from './kind.js';
export { purgeOldFiles } from './purge.js';
export { record } from './record.js';
export { sendStoredCsv } from './reply.js';
