import type { ErrorItem } from '@cofre/contract';
import { showApiError } from '../../../lib/api';

/** Invoice errors read '{description} - {code}' (spec 1 §8), unlike the rest of the product. */
export const formatInvoiceError = (item: ErrorItem) => `${item.description} - ${item.code}`;

/** One red toast per error item of an invoice call. */
export function showInvoiceError(error: unknown, fallback?: string): void {
  showApiError(error, formatInvoiceError, fallback);
}
