import { ERRORS, errorStatus, type ErrorCode, type ErrorItem } from '@cofre/contract';

/**
 * A failure the client should see: its code, and the HTTP status and pt-BR description the contract's
 * catalogue declares for that code (one place; a throw site never chooses a status). `description`
 * replaces the catalogue's text where the answer names a detail (a field, the acquirer's reason).
 */
export class AppError extends Error {
  readonly items: ErrorItem[];
  readonly statusCode: number;
  constructor(
    code: ErrorCode,
    description: string = ERRORS[code],
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code} - ${description}`);
    this.statusCode = errorStatus(code);
    this.items = [{ code, description }];
  }
}

export const notFound = () => new AppError('GEN-404');

/** A 400 on one field, worded as the request schema's own (`title` names the field). */
export function fieldError(field: string, description: string): AppError {
  const error = new AppError('VAL-002', description);
  error.items[0] = { code: 'VAL-002', description, title: field };
  return error;
}
export const forbidden = (code: ErrorCode = 'PERM-001') => new AppError(code);
export const unauthorized = (code: ErrorCode = 'AUTH-004') => new AppError(code);

/** What a log line may say of an error: its class and code, never its message (it may carry values). */
export const errorName = (error: unknown) =>
  error instanceof AppError ? error.items[0]?.code : error instanceof Error ? error.name : 'unknown';
