import { isApiError } from '../../../lib/api';

/** A refusal the server answered for good: the next try is a new request with a new Idempotency-Key. */
export const answered = (error: unknown) => isApiError(error) && ![0, 500, 503].includes(error.status);

/** Only the server's words go under a field: the payment forms' own checks are toasts (spec 4 §5). */
export const serverMessage = (error: { type: string; message?: string } | undefined) =>
  error?.type === 'server' ? error.message : undefined;
