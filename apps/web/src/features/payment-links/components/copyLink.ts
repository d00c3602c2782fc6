import { LINK_MESSAGES } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';

/** Puts a link's public address on the clipboard and says so (spec 2 §8). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showSuccess(LINK_MESSAGES.copied);
  } catch (error) {
    showApiError(error);
  }
}
