import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, isApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/serverErrors';
import { ADDRESS_KEYS } from './formValues';

const address = (prefix: string) => ADDRESS_KEYS.map((key) => `${prefix}address.${key}`);
const PARTNER_KEYS = ['document', 'name', 'type', 'date', 'email', 'phone'];

/** The inputs of each step, by the path a 400 names in its items' `title` (the step's key removed). */
export const STEP_FIELDS = {
  company: new Set(['companyDocument', 'companyName', 'openingDate', 'mail', ...address('')]),
  additional: new Set(['fantasyName', 'url', 'businessType', 'mainActivity']),
  partners: (count: number) =>
    new Set(
      Array.from({ length: count }, (_, index) => [
        ...PARTNER_KEYS.map((key) => `partners.${index}.${key}`),
        ...address(`partners.${index}.`),
      ]).flat(),
    ),
} as const;

/**
 * A refused save's field errors under their inputs: the server names them from the request's
 * root ('company.mail', 'partners.0.document'); the step's form starts below its key. Returns
 * what is left for a toast, as `placeServerErrors` does.
 */
export function placeStepErrors<V extends FieldValues>(
  error: unknown,
  bodyKey: 'company' | 'additional' | 'partners',
  fields: ReadonlySet<string>,
  setError: UseFormSetError<V>,
): unknown {
  if (!isApiError(error) || bodyKey === 'partners') return placeServerErrors(error, fields, {}, setError);
  const prefix = `${bodyKey}.`;
  const items = error.items.map((item) =>
    item.title?.startsWith(prefix) ? { ...item, title: item.title.slice(prefix.length) } : item,
  );
  return placeServerErrors(new ApiError(error.status, items), fields, {}, setError);
}
