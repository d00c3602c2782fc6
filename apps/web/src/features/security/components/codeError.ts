import { isApiError } from '../../../lib/api';

/** The server's refusal of the code itself ('Código inválido', a 400 on `code`), said under the field. */
export function codeFieldError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return error.items.find((item) => item.title === 'code')?.description ?? null;
}
