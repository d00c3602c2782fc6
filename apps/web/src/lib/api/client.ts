import {
  errorBodySchema,
  platformErrorItem,
  sessionResponseSchema,
  TOKEN_REFRESH_THRESHOLD_S,
  type ErrorItem,
} from '@cofre/contract';
import type { ZodType } from 'zod';
import { sessionFromResponse, sessionStore, type StoredSession } from '../session';
import { uuid } from '../uuid';
import { ApiError, NETWORK_ERROR_ITEM } from './ApiError';

export const API_BASE = '/api';

/** Whether `path` is one of our API's paths ('/api/…'): only those may carry the bearer. */
export function isApiPath(path: string): boolean {
  return path.startsWith(`${API_BASE}/`) && !path.startsWith('//');
}

/**
 * How a request authenticates:
 * - 'session' (default): the stored access token, refreshed proactively and once on a 401;
 *   a failed refresh or any 403 ends the session (spec 1 §4, §8);
 * - 'none': public endpoints (sign-in, reset);
 * - { bearer }: an explicit token (the two-factor step), no refresh logic.
 */
export type AuthMode = 'session' | 'none' | { bearer: string };

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  auth?: AuthMode;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of a POST. Give the same key to every try of one user action (a second click
   * after a network error), so the server replays or finishes the first instead of doing it twice;
   * without it each call gets its own.
   */
  idempotencyKey?: string;
  /** A file sent as the body itself, with its own Content-Type (a dispute's evidence). */
  file?: Blob;
}

/** Pauses before re-sending a POST whose answer was lost on the network (same key: safe). */
const NETWORK_RETRY_DELAYS_MS = [300, 1_000];

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [NETWORK_ERROR_ITEM]);
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  let items: ErrorItem[] = [];
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success) items = parsed.data.errors;
  } catch {
    // not JSON: fall through to the generic item
  }
  return new ApiError(response.status, items);
}

async function readBody<T>(response: Response, schema?: ZodType<T>): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  const text = response.status === 204 ? '' : await response.text();
  if (!text) return undefined as T;
  const data: unknown = JSON.parse(text);
  return schema ? schema.parse(data) : (data as T);
}

// ---------------------------------------------------------------------------------------
// Token refresh. Refresh tokens rotate and the server revokes the whole family when one is
// reused, so at most one refresh may be in flight: concurrent callers share one promise,
// and a Web Lock (where available) keeps two tabs from spending the same token.
// ---------------------------------------------------------------------------------------

let refreshing: Promise<StoredSession> | null = null;

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('cofre.refresh-token', task) as unknown as Promise<T>) : task();
}

/** Ends the session: the shell's guard sees it and sends the user to /login. */
export function endSession(): void {
  sessionStore.clear();
}

/**
 * A session newer than the one that carried `staleToken`: shared in-flight refresh, or the
 * one another caller (or tab) already obtained, or a fresh POST /public/auth/refresh-token.
 */
export function refreshSession(staleToken: string): Promise<StoredSession> {
  refreshing ??= withRefreshLock(async () => {
    const latest = sessionStore.reload();
    if (!latest) throw new ApiError(401, [platformErrorItem('AUTH-005')]);
    if (latest.token !== staleToken) return latest;
    const response = await send(buildUrl('/public/auth/refresh-token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': uuid() },
      body: JSON.stringify({ refreshToken: latest.refreshToken }),
    });
    if (!response.ok) {
      const error = await toApiError(response);
      endSession();
      throw error;
    }
    const next = sessionFromResponse(sessionResponseSchema.parse(await response.json()));
    sessionStore.set(next);
    return next;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The stored session, refreshed first when its token expires in under the threshold. */
export async function ensureFreshSession(): Promise<StoredSession> {
  const session = sessionStore.get();
  if (!session) throw new ApiError(401, [platformErrorItem('AUTH-009')]);
  const remainingMs = session.expiresAt - Date.now();
  if (remainingMs > TOKEN_REFRESH_THRESHOLD_S.default * 1000) return session;
  return refreshSession(session.token);
}

/**
 * Calls the API under /api. Error bodies `{ errors: [...] }` become an ApiError carrying the
 * items; successful bodies are parsed with `schema` when one is given.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
  schema?: ZodType<T>,
): Promise<T> {
  const method = options.method ?? 'GET';
  const auth = options.auth ?? 'session';
  const url = buildUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
  // One key per logical request: a retry after a refresh or a lost answer repeats the same operation.
  if (method === 'POST') headers['Idempotency-Key'] = options.idempotencyKey ?? uuid();
  const body = options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body));

  const once = (token?: string) =>
    send(url, {
      method,
      body,
      signal: options.signal,
      headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
    });
  // A POST carries its key, so when the network loses the answer it is sent again as is.
  const call = async (token?: string) => {
    for (const delay of method === 'POST' ? NETWORK_RETRY_DELAYS_MS : []) {
      try {
        return await once(token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 0) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return once(token);
  };

  if (auth === 'none') return readBody(await call(), schema);
  if (typeof auth === 'object') return readBody(await call(auth.bearer), schema);

  let session = await ensureFreshSession();
  let response = await call(session.token);
  if (response.status === 401) {
    session = await refreshSession(session.token);
    response = await call(session.token);
    if (response.status === 401) {
      const error = await toApiError(response);
      endSession();
      throw error;
    }
  }
  if (response.status === 403) {
    const error = await toApiError(response);
    endSession();
    throw error;
  }
  return readBody(response, schema);
}
