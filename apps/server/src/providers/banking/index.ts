import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Banking } from './port.js';
import { SandboxBanking } from './sandbox.js';

export type * from './port.js';
export { SandboxBanking, SANDBOX_CLOSED_ACCOUNT, SANDBOX_TRANSFER_SETTLE_MS, transferFault } from './sandbox.js';
export {
  PIX_REFUSED,
  PIX_RETURNED,
  pixOutOutcome,
  SANDBOX_PIX_SETTLE_MS,
  SANDBOX_PIX_STALL_MS,
} from './sandbox-pix.js';
export {
  BOLETO_REFUSED,
  BOLETO_RETURNED,
  boletoOutcome,
  SANDBOX_BOLETO_GRACE_DAYS,
  SANDBOX_BOLETO_SETTLE_MS,
} from './sandbox-boletos.js';
export { SANDBOX_ACCOUNT_ANALYSIS_MS, SANDBOX_OPENING_BRANCHES } from './sandbox-accounts.js';

/** The sandbox is the only bank today; a real one would be chosen here from the configuration. */
export function createBanking(db: Db, clock: Clock): Banking {
  return new SandboxBanking(db, clock);
}
