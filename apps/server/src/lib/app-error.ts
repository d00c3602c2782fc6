import { ERRORS, type ErrorCode, type ErrorItem } from '@cofre/contract';

/** A failure the client should see: status, code and pt-BR description. */
export class AppError extends Error {
  readonly items: ErrorItem[];
  constructor(
    readonly statusCode: number,
    code: ErrorCode,
    description: string = ERRORS[code],
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code} - ${description}`);
    this.items = [{ code, description }];
  }
}

export const notFound = () => new AppError(404, 'GEN-404');

/** A 400 on one field, worded as the request schema's own (`title` names the field). */
export function fieldError(field: string, description: string): AppError {
  const error = new AppError(400, 'VAL-002', description);
  error.items[0] = { code: 'VAL-002', description, title: field };
  return error;
}
export const forbidden = (code: ErrorCode = 'PERM-001') => new AppError(403, code);
export const unauthorized = (code: ErrorCode = 'AUTH-004') => new AppError(401, code);

/** What a log line may say of an error: its class and code, never its message (it may carry values). */
export const errorName = (error: unknown) =>
  error instanceof AppError ? error.items[0]?.code : error instanceof Error ? error.name : 'unknown';
