import path from 'node:path';

/** Where the e2e run keeps its servers' data and the e-mails the SMTP catchers received. */
export const E2E_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e');

/**
 * Every Playwright worker has a server of its own, on its own copy of the seeded data, with its own
 * mailbox: tests in different workers never see each other's charges, sessions or e-mails.
 * Playwright sets TEST_PARALLEL_INDEX (0 … workers - 1) in each worker process; the main process
 * (global setup) has none and starts one server per slot.
 */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The main server of `slot`: 3199, 3197, 3195… (3198 is the short-token server). */
export const mainPort = (slot: number) => 3199 - 2 * slot;
export const mailDirOf = (slot: number) => path.join(E2E_DIR, 'mail', String(slot));

export const MAIN_URL = `http://localhost:${mainPort(SLOT)}`;
export const MAIL_DIR = mailDirOf(SLOT);
/** A second server whose access tokens live 5 s, for the token-refresh flows (one for the run). */
export const SHORT_TOKEN_URL = 'http://localhost:3198';
export const DEMO_PASSWORD = 'cofre-demo-2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
