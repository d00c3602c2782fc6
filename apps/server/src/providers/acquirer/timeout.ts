import { AcquirerUnavailableError } from './port.js';

/**
 * Bounds a call to the acquirer: past `ms` the caller stops waiting and gets AcquirerUnavailableError
 * ('TIMEOUT'), an unknown outcome that it keeps pending for reconciliation. The call itself may still
 * complete at the acquirer: that is exactly the case reconciliation exists for. Any other failure of
 * the call (connection refused, reset) is an unknown outcome too.
 */
export async function withAcquirerTimeout<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AcquirerUnavailableError('TIMEOUT')), ms);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    throw error instanceof AcquirerUnavailableError ? error : new AcquirerUnavailableError('NETWORK');
  } finally {
    clearTimeout(timer);
  }
}
