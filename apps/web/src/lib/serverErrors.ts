import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ErrorItem } from '@cofre/contract';
import { ApiError, isApiError } from './api';

/**
 * Puts a refused request's errors under their fields: a 400's per-field items (the field's path in
 * `title`) and the rule codes the server decides itself (`fieldOfCode`: the clock, the plan's state),
 * the first one focused. Returns what is left for a toast ('code - description'): the same error,
 * one with the items no field took, or null.
 */
export function placeServerErrors<V extends FieldValues>(
  error: unknown,
  fields: ReadonlySet<string>,
  fieldOfCode: Readonly<Record<string, string>>,
  setError: UseFormSetError<V>,
): unknown {
  if (!isApiError(error)) return error;
  const left: ErrorItem[] = [];
  let placed = 0;
  for (const item of error.items) {
    const field = item.title && fields.has(item.title) ? item.title : fieldOfCode[item.code];
    if (field && fields.has(field)) {
      setError(field as FieldPath<V>, { type: 'server', message: item.description }, { shouldFocus: placed++ === 0 });
    } else {
      left.push(item);
    }
  }
  if (placed === 0) return error;
  return left.length > 0 ? new ApiError(error.status, left) : null;
}
