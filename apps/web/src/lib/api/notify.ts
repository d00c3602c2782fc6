import { formatErrorItem, PLATFORM_ERRORS, type ErrorItem } from '@cofre/contract';
import { notifications } from '@mantine/notifications';
import { isApiError } from './ApiError';

/** The texts an error turns into: one per item, '{code} - {description}' unless told otherwise. */
export function errorMessages(
  error: unknown,
  format: (item: ErrorItem) => string = formatErrorItem,
  fallback: string = PLATFORM_ERRORS['GEN-500'],
): [string, ...string[]] {
  if (!isApiError(error)) return [fallback];
  const [first, ...rest] = error.items;
  return [format(first), ...rest.map(format)];
}

/**
 * A toast's id is its colour and text: the same message shown again while it is still up (a second
 * save, a second submission in a row) stays one toast instead of two identical ones stacked.
 */
const toastId = (color: string, message: string) => `${color}:${message}`;

/** One red toast per error item (spec 1 §8). */
export function showApiError(error: unknown, format?: (item: ErrorItem) => string, fallback?: string): void {
  for (const message of errorMessages(error, format, fallback)) {
    notifications.show({ id: toastId('red', message), color: 'red', message, autoClose: 6000 });
  }
}

export function showSuccess(message: string): void {
  notifications.show({ id: toastId('green', message), color: 'green', message });
}

export function showWarning(message: string): void {
  notifications.show({ id: toastId('yellow', message), color: 'yellow', message });
}
