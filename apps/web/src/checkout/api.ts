import type { z } from 'zod';
import type {
  CheckoutPayment,
  CheckoutPaymentRequest,
  PublicCharge,
  PublicLink,
  threeDSecureChallengeSchema,
} from '@cofre/contract';

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

/** A 3-D Secure challenge as the buyer's page shows it (GET and POST /api/public/3ds/{challengeId}). */
export type ThreeDSecureChallenge = z.infer<typeof threeDSecureChallengeSchema>;

const challengeUrl = (challengeId: string) => `/api/public/3ds/${encodeURIComponent(challengeId)}`;

/** An answer that is not a challenge (no zod here to parse it): an unexpected error, as the back-office's parse was. */
function asChallenge(body: unknown): ThreeDSecureChallenge {
  if (typeof body !== 'object' || body === null || !('status' in body) || !('challengeId' in body)) {
    throw new Error('unexpected 3-D Secure answer');
  }
  return body as ThreeDSecureChallenge;
}

/** The buyer's 3-D Secure challenge (public, no session). */
export async function fetchThreeDSecureChallenge(challengeId: string, signal?: AbortSignal) {
  return asChallenge(await request(challengeUrl(challengeId), { signal }));
}

/** Pauses before sending the code again when the network lost the answer (the API client's delays). */
const ANSWER_RETRY_DELAYS_MS = [300, 1_000];

/** Answers the challenge with the code → the challenge with its new status; 400/409 carry errors. */
export async function answerThreeDSecureChallenge(challengeId: string, code: string) {
  const send = () =>
    request(challengeUrl(challengeId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
  for (const delay of ANSWER_RETRY_DELAYS_MS) {
    try {
      return asChallenge(await send());
    } catch (error) {
      if (!(error instanceof CheckoutApiError) || error.status !== 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return asChallenge(await send());
}

/** The buyer's 3-D Secure page, `/3ds?challenge=…` (the address the server gives a challenge). */
export function isThreeDSecurePath(pathname: string): boolean {
  return pathname === '/3ds' || pathname === '/3ds/';
}
