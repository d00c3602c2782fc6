import type { Acquirer } from './port.js';
import { SandboxAcquirer } from './sandbox.js';

export type * from './port.js';
export { SandboxAcquirer } from './sandbox.js';
export { SANDBOX_TEST_CARDS, type SandboxTestCard } from './sandbox-cards.js';

/**
 * The sandbox is the only acquirer today. A real one would implement the same port and be chosen
 * here from the configuration (e.g. ACQUIRER_URL), the way the lookups choose HTTP or sandbox.
 */
export function createAcquirer(): Acquirer {
  return new SandboxAcquirer();
}
