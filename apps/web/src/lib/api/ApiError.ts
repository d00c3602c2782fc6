import { formatErrorItem, platformErrorItem, type ErrorItem } from '@cofre/contract';

/**
 * An API answer with an error status; `items` are the `{ code, description }` of the body, never
 * none: a body without items gets the fallback item of its status.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly items: readonly [ErrorItem, ...ErrorItem[]];

  constructor(status: number, items: readonly ErrorItem[]) {
    const [first = fallbackItem(status), ...rest] = items;
    const nonEmpty: readonly [ErrorItem, ...ErrorItem[]] = [first, ...rest];
    super(nonEmpty.map(formatErrorItem).join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.items = nonEmpty;
  }
}

/** Shown when the server cannot be reached at all. */
export const NETWORK_ERROR_ITEM: ErrorItem = platformErrorItem('NET-001');

/** An error item for a status whose body carried none (a proxy page, an empty 502...). */
function fallbackItem(status: number): ErrorItem {
  if (status === 404) return platformErrorItem('GEN-404');
  if (status === 413) return platformErrorItem('GEN-413');
  if (status === 429) return platformErrorItem('GEN-429');
  return platformErrorItem('GEN-500');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
