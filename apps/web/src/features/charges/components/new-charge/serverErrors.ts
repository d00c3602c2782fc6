import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../../lib/api';
import type { NewChargeValues } from './newChargeForm';

/** Codes the server answers without a field (rules it checks itself), and the field they are about. */
const FIELD_OF_CODE: Record<string, FieldPath<NewChargeValues>> = {
  'CHG-006': 'expirationDate',
  'CHG-007': 'value',
  'CHG-020': 'value',
  'CHG-021': 'value',
  'CHG-022': 'value',
};

/** The request's paths that are fields of the form (the buyer's land on the client picker). */
const FIELDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'value',
  'paymentMethod',
  'installments',
  'expirationDate',
  'customer.name',
  'customer.document',
  'customer.email',
  'customer.phone',
  'customer.countryCode',
  'card.number',
  'card.holderName',
  'card.expiry',
  'card.cvv',
]);

const isField = (path: string | undefined): path is FieldPath<NewChargeValues> => !!path && FIELDS.has(path);

/**
 * Puts a refused creation's errors where they belong: a 400's per-field items (the field's path in
 * `title`) and the known rule codes on their field, the first one focused. Returns the error when
 * something is left for a toast (409, 422, 5xx, network, an item of no field).
 */
export function placeServerErrors(error: unknown, setError: UseFormSetError<NewChargeValues>): unknown {
  if (!isApiError(error) || error.status !== 400) return error;
  let placed = 0;
  let unplaced = false;
  for (const item of error.items) {
    const field = isField(item.title) ? item.title : FIELD_OF_CODE[item.code];
    if (!field) unplaced = true;
    else setError(field, { type: 'server', message: item.description }, { shouldFocus: placed++ === 0 });
  }
  return unplaced ? error : null;
}
