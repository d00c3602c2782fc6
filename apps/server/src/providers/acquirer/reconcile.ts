import type { FastifyBaseLogger } from 'fastify';
import { errorName } from '../../lib/app-error.js';
import { AcquirerUnavailableError } from './port.js';

/**
 * The loop of every reconciliation job (card attempts, refunds; later withdrawals and Pix out): each
 * operation whose answer never came back is settled on its own. `settle` answers whether it is
 * settled now. An operation the provider still does not answer for is left for the next run; one that
 * throws anything else is logged (by code, never by value) and does not stop the others.
 */
export async function settleEach<T extends { id: string }>(
  log: FastifyBaseLogger,
  what: string,
  operations: readonly T[],
  settle: (operation: T) => Promise<boolean>,
): Promise<number> {
  let settled = 0;
  for (const operation of operations) {
    try {
      if (await settle(operation)) settled += 1;
    } catch (error) {
      if (error instanceof AcquirerUnavailableError) {
        log.warn({ reason: error.reason, id: operation.id }, `${what} reconciliation deferred`);
      } else {
        log.error({ id: operation.id, error: errorName(error) }, `${what} reconciliation failed`);
      }
    }
  }
  return settled;
}
