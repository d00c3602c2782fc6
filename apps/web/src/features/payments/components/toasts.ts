import { notifications } from '@mantine/notifications';
import { PIX_TOAST_MS, type ErrorItem } from '@cofre/contract';
import { errorMessages } from '../../../lib/api';
import { PAYMENTS_TEXTS as T } from '../texts';

/** Spec 4 §8: the PIX dialogs' toasts last 3 seconds and can be closed. */
const PIX_TOAST = { autoClose: PIX_TOAST_MS, withCloseButton: true } as const;

/** What the server said, in its own words (the description, without the code). */
export const describeItem = (item: ErrorItem) => item.description;

/** The descriptions of a refused request, one per line ('fallback' when it is not an API answer). */
export function errorText(error: unknown, fallback: string): string {
  return errorMessages(error, describeItem, fallback).join('\n');
}

export function pixErrorToast(message: string, title?: string): void {
  notifications.show({ ...PIX_TOAST, color: 'red', title, message, style: { whiteSpace: 'pre-line' } });
}

/** A refused request as a toast titled 'Erro' with the server's description (spec 4 §8). */
export function pixApiErrorToast(error: unknown, fallback: string): void {
  pixErrorToast(errorText(error, fallback), T.errorTitle);
}

export function pixSuccessToast(message: string, title?: string): void {
  notifications.show({ ...PIX_TOAST, color: 'green', title, message });
}
