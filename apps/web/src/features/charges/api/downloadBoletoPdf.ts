import { useMutation } from '@tanstack/react-query';
import {
  API_BASE,
  ApiError,
  endSession,
  ensureFreshSession,
  NETWORK_ERROR_ITEM,
  refreshSession,
} from '../../../lib/api';
import { toApiError } from '../../../lib/api/client';

async function send(url: string, token: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { Accept: 'application/pdf', Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, [NETWORK_ERROR_ITEM]);
  }
}

/**
 * GET /api/charges/{uuid}/boleto.pdf as a Blob. The PDF needs the bearer, so it cannot be a plain
 * link; the session rules are the API client's: one refresh and retry on 401, logout on 403.
 */
export async function fetchBoletoPdf(id: string): Promise<Blob> {
  const url = `${API_BASE}/charges/${encodeURIComponent(id)}/boleto.pdf`;
  let session = await ensureFreshSession();
  let response = await send(url, session.token);
  if (response.status === 401) {
    session = await refreshSession(session.token);
    response = await send(url, session.token);
  }
  if (response.status === 401 || response.status === 403) {
    const error = await toApiError(response);
    endSession();
    throw error;
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** Saves the blob as `boleto-<uuid>.pdf` through a temporary object URL. */
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

export function useDownloadBoletoPdf(id: string) {
  return useMutation({
    mutationKey: ['charges', 'boletoPdf', id],
    mutationFn: async () => saveBlob(await fetchBoletoPdf(id), `boleto-${id}.pdf`),
  });
}
