import { isApiError, showApiError } from '../../../lib/api';

/**
 * A refused save: the error's toasts, and a URL the server will not call (WHK-002: a private
 * address) also under the URL field. The form stays open with what was typed.
 */
export function showWebhookSaveError(error: unknown, setUrlError: (message: string) => void): void {
  showApiError(error);
  const refused = isApiError(error) ? error.items.find((item) => item.code === 'WHK-002') : undefined;
  if (refused) setUrlError(refused.description);
}
