import { z } from 'zod';
import {
  PIX_REJECTION_REASONS,
  pixPaymentApprovalSchema,
  pixPaymentRejectionSchema,
  type PixRejectionReason,
} from '@cofre/contract';

export type Decision = 'approve' | 'reject';

/** What the approver fills in: the toggle, the reason (null until chosen) and the notes. */
export interface DecisionFormValues {
  decision: Decision;
  reason: PixRejectionReason | null;
  notes: string;
}

const formFields = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.enum(PIX_REJECTION_REASONS).nullable(),
  notes: z.string(),
});

/** What the form reads as: an unchosen reason is no reason (the contract then says it is required). */
type TypedDecision =
  { decision: 'approve'; notes?: string } | { decision: 'reject'; reason?: PixRejectionReason; notes?: string };

/** The form read as the approval or the rejection body, empty notes left out. */
function decisionOf({ decision, reason, notes }: DecisionFormValues): TypedDecision {
  const note = notes.trim() || undefined;
  return decision === 'approve' ? { decision, notes: note } : { decision, reason: reason ?? undefined, notes: note };
}

/** Checked by the contract's approval and rejection schemas (a rejection needs its reason, spec 4 §5). */
export const decisionFormSchema = formFields
  .transform(decisionOf)
  .pipe(
    z.discriminatedUnion('decision', [
      pixPaymentApprovalSchema.extend({ decision: z.literal('approve') }),
      pixPaymentRejectionSchema.extend({ decision: z.literal('reject') }),
    ]),
  );
