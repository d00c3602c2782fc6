import { notifications } from '@mantine/notifications';
import { ACCOUNT_PIX_KEY_MESSAGES } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

/** Puts the key, as the directory holds it, on the clipboard and says so (spec 3 §8). */
export async function copyPixKey(key: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(key);
    showSuccess(ACCOUNT_PIX_KEY_MESSAGES.copied);
  } catch {
    notifications.show({ color: 'red', message: T.copyFailed });
  }
}
