import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CardIssuer } from './port.js';
import { SandboxCardIssuer } from './sandbox.js';

export type * from './port.js';
export { cardIssueFault, luhnDigit, SANDBOX_CARD_ISSUE_MS, SandboxCardIssuer } from './sandbox.js';

/** The sandbox is the only issuer today; a real issuer's client would be chosen here. */
export function createCardIssuer(db: Db, clock: Clock): CardIssuer {
  return new SandboxCardIssuer(db, clock);
}
