import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Acquirer } from './port.js';
import { SandboxAcquirer } from './sandbox.js';
import { DbOperationStore } from './sandbox-operations.js';

export type * from './port.js';
export { AcquirerUnavailableError } from './port.js';
export { SandboxAcquirer, refundFault } from './sandbox.js';
export { withAcquirerTimeout } from './timeout.js';
export { SANDBOX_TEST_CARDS, type SandboxTestCard } from './sandbox-cards.js';
export { SANDBOX_REFUSED_RECIPIENTS } from './sandbox-recipients.js';

/**
 * The sandbox is the only acquirer today. A real one would implement the same port and be chosen
 * here from the configuration (e.g. ACQUIRER_URL), the way the lookups choose HTTP or sandbox.
 */
export function createAcquirer(db: Db, recipients?: { clock: Clock; reviewMs: number }): Acquirer {
  return new SandboxAcquirer(new DbOperationStore(db), recipients);
}
