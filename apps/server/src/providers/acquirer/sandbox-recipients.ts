import type { RecipientRequest, RecipientStatus } from './port.js';

/**
 * The sandbox's recipient review (docs/sandbox.md, "Sub-sellers"): a registration is PENDING for the
 * review time (SUB_SELLER_REVIEW_MS; about 5 minutes at a real acquirer), then ACTIVE — unless its
 * document is one of these, always refused with the reason given, so the INACTIVE path can be shown.
 */
export const SANDBOX_REFUSED_RECIPIENTS: Readonly<Record<string, string>> = {
  '11144477735': 'Documento reprovado na análise cadastral.',
  '11444777000161': 'Conta bancária não pertence ao titular do documento.',
};

/** What the sandbox stores for a registration. */
export interface StoredRecipient {
  document: string;
  receivedAt: string;
}

export const recipientRecord = (request: RecipientRequest, now: Date): StoredRecipient => ({
  document: request.document,
  receivedAt: now.toISOString(),
});

/** The review's outcome for a stored registration, at `now`. */
export function recipientDecision(stored: StoredRecipient, now: Date, reviewMs: number): RecipientStatus {
  if (now.getTime() - new Date(stored.receivedAt).getTime() < reviewMs) return { status: 'PENDING' };
  const refusal = SANDBOX_REFUSED_RECIPIENTS[stored.document];
  return refusal ? { status: 'REFUSED', reason: refusal } : { status: 'ACTIVE' };
}
