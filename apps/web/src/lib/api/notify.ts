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

/** One red toast per error item (spec 1 §8). */
export function showApiError(error: unknown, format?: (item: ErrorItem) => string, fallback?: string): void {
  for (const message of errorMessages(error, format, fallback)) {
    notifications.show({ color: 'red', message, autoClose: 6000 });
  }
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function showWarning(message: string): void {
  notifications.show({ color: 'yellow', message });
}
