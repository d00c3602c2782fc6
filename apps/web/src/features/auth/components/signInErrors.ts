import { formatErrorItem, PLATFORM_ERRORS, type ErrorItem } from '@cofre/contract';
import { isApiError, showApiError } from '../../../lib/api';

/** Sign-in errors (spec 1 §8): BAR-9999 reads 'Erro ao realizar login'; a 429 its description. */
export function showSignInError(error: unknown): void {
  const rateLimited = isApiError(error) && error.status === 429;
  const format = (item: ErrorItem) =>
    rateLimited ? item.description : item.code === 'BAR-9999' ? PLATFORM_ERRORS['BAR-9999'] : formatErrorItem(item);
  showApiError(error, format, PLATFORM_ERRORS['BAR-9999']);
}
