import { checkoutPaymentRequestSchema, type CheckoutPaymentRequest } from '@cofre/contract';

/**
 * The contract's rules for a submit, loaded once the buyer starts typing (a chunk of its own: zod
 * stays out of what a phone downloads before that). Field errors by dotted path, e.g. 'card.number'.
 */
export function validatePayment(body: CheckoutPaymentRequest): Record<string, string> {
  const result = checkoutPaymentRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
