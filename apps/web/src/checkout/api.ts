import type { CheckoutPayment, CheckoutPaymentRequest, PublicCharge, PublicLink } from '@cofre/contract';

/** An answer of the public checkout API that was not a success. */
export class CheckoutApiError extends Error {
  constructor(
    readonly status: number,
    readonly items: Array<{ code: string; description: string; title?: string }>,
  ) {
    super(items.map((item) => item.description).join(' ') || `HTTP ${status}`);
  }
}

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch {
    throw new CheckoutApiError(0, []);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const items = (body as { errors?: CheckoutApiError['items'] } | null)?.errors ?? [];
    throw new CheckoutApiError(response.status, items);
  }
  return body as T;
}

const base = (linkId: string) => `/api/public/checkout/links/${encodeURIComponent(linkId)}`;

export function fetchLink(linkId: string, subdomain: string | null): Promise<PublicLink> {
  const query = subdomain ? `?subdominio=${encodeURIComponent(subdomain)}` : '';
  return request(`${base(linkId)}${query}`);
}

export function submitPayment(linkId: string, body: CheckoutPaymentRequest): Promise<CheckoutPayment> {
  return request(`${base(linkId)}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function fetchPayment(linkId: string, chargeId: string): Promise<CheckoutPayment> {
  return request(`${base(linkId)}/payments/${encodeURIComponent(chargeId)}`);
}

export function simulateSandboxPayment(linkId: string, chargeId: string): Promise<CheckoutPayment> {
  return request(`${base(linkId)}/payments/${encodeURIComponent(chargeId)}/sandbox-payment`, { method: 'POST' });
}

/** `/pagar/{subdomain}/{linkId}` or `/pagar/{linkId}` (docs/payment-links.md). */
export function linkAddress(pathname: string): { linkId: string; subdomain: string | null } | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'pagar') return null;
  if (parts.length === 2 && parts[1]) return { linkId: parts[1], subdomain: null };
  if (parts.length === 3 && parts[1] && parts[2]) return { linkId: parts[2], subdomain: parts[1] };
  return null;
}

const chargeBase = (token: string) => `/api/public/charges/${encodeURIComponent(token)}`;

/** A charge's page (`/cobranca/{token}`). */
export function fetchPublicCharge(token: string): Promise<PublicCharge> {
  return request(chargeBase(token));
}

export function simulateChargePagePayment(token: string): Promise<PublicCharge> {
  return request(`${chargeBase(token)}/sandbox-payment`, { method: 'POST' });
}

/** The token of a charge page's address, `/cobranca/{token}`; null for any other path. */
export function chargePageToken(pathname: string): string | null {
  const [first, token, ...rest] = pathname.split('/').filter(Boolean);
  return first === 'cobranca' && token && rest.length === 0 ? token : null;
}
