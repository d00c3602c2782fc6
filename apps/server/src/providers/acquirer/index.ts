import type { Acquirer } from './port.js';
import { SandboxAcquirer } from './sandbox.js';

export type * from './port.js';

/** The sandbox is the only acquirer today; a real one would be chosen here from the configuration. */
export function createAcquirer(): Acquirer {
  return new SandboxAcquirer();
}
