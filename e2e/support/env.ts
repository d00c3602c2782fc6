import path from 'node:path';

/** Where the e2e run keeps its servers' data and the e-mails the SMTP catcher received. */
export const E2E_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e');
export const MAIL_DIR = path.join(E2E_DIR, 'mail');
export const MAIN_URL = 'http://localhost:3199';
/** A second server whose access tokens live 5 s, for the token-refresh flows. */
export const SHORT_TOKEN_URL = 'http://localhost:3198';
export const DEMO_PASSWORD = 'cofre-demo-2026';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
