import { AcquirerUnavailableError } from './port.js';
import { DeadlineError, withDeadline } from '../../lib/deadline.js';

/**
 * Bounds a call to the acquirer: past `ms` the caller stops waiting and gets AcquirerUnavailableError
 * ('TIMEOUT'), an unknown outcome that it keeps pending for reconciliation. The call itself may still
 * complete at the acquirer: that is exactly the case reconciliation exists for. Any other failure of
 * the call (connection refused, reset) is an unknown outcome too.
 */
export async function withAcquirerTimeout<T>(ms: number, call: () => Promise<T>): Promise<T> {
  try {
    return await withDeadline(ms, call);
  } catch (error) {
    if (error instanceof AcquirerUnavailableError) throw error;
    throw new AcquirerUnavailableError(error instanceof DeadlineError ? 'TIMEOUT' : 'NETWORK');
  }
}
