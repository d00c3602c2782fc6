import { and, eq } from 'drizzle-orm';
import { detectPixKey, PIX_KEY_LOOKUP_TTL_MS, type PixRecipient } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { KeyHolder, KeyLookup } from '../../providers/pix-directory/port.js';
import { pixKeyLookups } from './tables.js';

/** A key's holder as the payments keep it: the directory's answer with the document masked. */
export interface Recipient extends PixRecipient {
  ispb: string;
  /** Digits: sent to the bank with the Pix, never to the browser. */
  document: string;
}

/**
 * A holder's document as the payer may see it (the central bank's rule for Pix receipts): a CPF
 * shows its middle six digits, a CNPJ its root (the company, not the branch).
 */
export function maskDocument(document: string): string {
  if (document.length === 11) return `***.${document.slice(3, 6)}.${document.slice(6, 9)}-**`;
  if (document.length === 14) {
    return `${document.slice(0, 2)}.${document.slice(2, 5)}.${document.slice(5, 8)}/****-**`;
  }
  return '***';
}

function toRecipient(key: string, keyType: PixRecipient['keyType'], holder: KeyHolder): Recipient {
  return {
    key,
    keyType,
    name: holder.name,
    maskedDocument: maskDocument(holder.document),
    document: holder.document,
    bankName: holder.bankName,
    ispb: holder.ispb,
  };
}

/**
 * Who receives a Pix to this key (docs/payments.md, "Review"): the directory's answer, reused for
 * PIX_KEY_LOOKUP_TTL_MS per seller so the review and the payment ask the central bank once. Not
 * found → PAY-007; no answer → PAY-008 (nothing was cached, the next try asks again).
 */
export async function lookupRecipient(ctx: AppContext, sellerId: string, typed: string): Promise<Recipient> {
  const detected = detectPixKey(typed);
  if (!detected) throw new AppError('PAY-007');
  const now = ctx.clock.now();
  const [cached] = await ctx.db
    .select()
    .from(pixKeyLookups)
    .where(and(eq(pixKeyLookups.sellerId, sellerId), eq(pixKeyLookups.key, detected.key)));
  let answer =
    cached && now.getTime() - cached.lookedUpAt.getTime() < PIX_KEY_LOOKUP_TTL_MS ? (cached.answer as KeyLookup) : null;
  if (!answer) {
    try {
      answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () => ctx.pixDirectory.lookupKey(detected.key));
    } catch (error) {
      if (error instanceof AcquirerUnavailableError) throw new AppError('PAY-008');
      throw error;
    }
    await ctx.db
      .insert(pixKeyLookups)
      .values({ sellerId, key: detected.key, answer, lookedUpAt: now })
      .onConflictDoUpdate({
        target: [pixKeyLookups.sellerId, pixKeyLookups.key],
        set: { answer, lookedUpAt: now },
      });
  }
  if (!answer.found) throw new AppError('PAY-007');
  return toRecipient(detected.key, detected.type, answer.holder);
}

/** What the browser may see of a recipient (no full document, no ISPB). */
export function publicRecipient(recipient: Recipient): PixRecipient {
  const { key, keyType, name, maskedDocument, bankName } = recipient;
  return { key, keyType, name, maskedDocument, bankName };
}
