import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PixDirectory } from './port.js';
import { SandboxPixDirectory } from './sandbox.js';

export type * from './port.js';
export { dictFault, lookupFault, SandboxPixDirectory } from './sandbox.js';
export { sandboxHolder } from './sandbox-holders.js';

/** The sandbox is the only directory today; a real bank's DICT access would be chosen here. */
export function createPixDirectory(db: Db, clock: Clock): PixDirectory {
  return new SandboxPixDirectory(db, clock);
}
