import { notifications } from '@mantine/notifications';
import { CHECKOUT_MESSAGES } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { CHECKOUT_TEXTS } from '../texts';

/** Puts the checkout's public address on the clipboard and says so (spec 2 §8). */
export async function copyCheckoutLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showSuccess(CHECKOUT_MESSAGES.copied);
  } catch {
    notifications.show({ color: 'red', message: CHECKOUT_TEXTS.copyFailed });
  }
}
