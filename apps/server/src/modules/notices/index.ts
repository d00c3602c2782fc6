// The notices module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { NOTICE_DISPATCH_JOB, dispatchNotices } from './dispatch.js';
export { DUNNING_JOB, runDunning } from './dunning.js';
export { subscribeNotices } from './reactions.js';
export { noticeRoutes } from './routes.js';
