import { PAYMENT_BATCH_MESSAGES, PAYMENT_BATCH_RULES, paymentBatchUploadQuerySchema } from '@cofre/contract';

/** What the file chooser offers: the contract's extensions ('.txt,.ret,.cnab'). */
export const BATCH_FILE_ACCEPT = PAYMENT_BATCH_RULES.extensions.join(',');

/**
 * The browser's first look at a chosen file, only to spare a useless upload: the contract's rules
 * for its name (the extension) and size. The server checks them again (the name, PAY-032, PAY-033)
 * and decides. null when it may be sent.
 */
export function batchFileRefusal(file: File): string | null {
  const name = paymentBatchUploadQuerySchema.shape.fileName.safeParse(file.name);
  if (!name.success) return name.error.issues[0]?.message ?? PAYMENT_BATCH_MESSAGES.wrongType;
  if (file.size > PAYMENT_BATCH_RULES.maxBytes) return PAYMENT_BATCH_MESSAGES.tooBig;
  if (file.size === 0) return PAYMENT_BATCH_MESSAGES.empty;
  return null;
}
