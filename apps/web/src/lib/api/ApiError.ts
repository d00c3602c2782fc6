import { errorItem, formatErrorItem, type ErrorItem } from '@cofre/contract';

/** An API answer with an error status; `items` are the `{ code, description }` of the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly items: ErrorItem[];

  constructor(status: number, items: ErrorItem[]) {
    super(items.map(formatErrorItem).join('; ') || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.items = items;
  }
}

/** Shown when the server cannot be reached at all. */
export const NETWORK_ERROR_ITEM: ErrorItem = errorItem('NET-001');

/** An error item for a status whose body carried none (a proxy page, an empty 502...). */
export function fallbackItem(status: number): ErrorItem {
  if (status === 404) return errorItem('GEN-404');
  if (status === 413) return errorItem('GEN-413');
  if (status === 429) return errorItem('GEN-429');
  return errorItem('GEN-500');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
