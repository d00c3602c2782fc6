import { ApiError, NETWORK_ERROR_ITEM } from './ApiError';
import { API_BASE, endSession, ensureFreshSession, isApiPath, refreshSession, toApiError } from './client';

async function send(url: string, accept: string, token: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { Accept: accept, Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, [NETWORK_ERROR_ITEM]);
  }
}

/**
 * GET an authenticated file (a PDF, an XML, a CSV) as a Blob. Files need the bearer, so they
 * cannot be plain links; the session rules are the API client's: one refresh and retry on 401,
 * logout on 403. `path` is under /api, with or without the prefix ('/charges/…' or '/api/charges/…').
 */
export async function fetchApiBlob(path: string, accept: string): Promise<Blob> {
  const url = isApiPath(path) ? path : `${API_BASE}${path}`;
  let session = await ensureFreshSession();
  let response = await send(url, accept, session.token);
  if (response.status === 401) {
    session = await refreshSession(session.token);
    response = await send(url, accept, session.token);
  }
  if (response.status === 401 || response.status === 403) {
    const error = await toApiError(response);
    endSession();
    throw error;
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** Saves the blob as `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
