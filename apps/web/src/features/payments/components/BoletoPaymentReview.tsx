import { BOLETO_PAYMENT_MESSAGES, type BoletoCheck, type BoletoPaymentCreate } from '@cofre/contract';
import { useCreateBoletoPayment } from '../api/createBoletoPayment';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BoletoSummary } from './BoletoSummary';
import { ReviewDialog, type CreatedMessages, type SubmitUnderReview } from './ReviewDialog';

/** The review of one submit: the checked request, the boleto it pays and the Idempotency-Key of this user action. */
export interface BoletoReview extends SubmitUnderReview<BoletoPaymentCreate> {
  check: BoletoCheck;
}

/** Spec 4 §5 'Boleto': what the server did, in the spec's words (D3, D5). */
const MESSAGES: CreatedMessages = {
  paid: BOLETO_PAYMENT_MESSAGES.paid,
  scheduled: BOLETO_PAYMENT_MESSAGES.scheduled,
  savedForApproval: BOLETO_PAYMENT_MESSAGES.savedForApproval,
  failed: T.boletoFormError,
};

interface BoletoPaymentReviewProps {
  review: BoletoReview | null;
  onClose: () => void;
  onDone: () => void;
  onRefused: (error: unknown) => void;
}

/**
 * 'Revisão de Pagamento de Boleto' (D3, D5): the payee, document and bank the check found, before any
 * money moves, and the payment; 'Pagar' or 'Salvar para Aprovação' as for a Pix.
 */
export function BoletoPaymentReview({ review, onClose, onDone, onRefused }: BoletoPaymentReviewProps) {
  const create = useCreateBoletoPayment();
  return (
    <ReviewDialog
      title={T.boletoReviewTitle}
      review={review}
      create={create}
      messages={MESSAGES}
      ready
      onClose={onClose}
      onDone={onDone}
      onRefused={onRefused}
    >
      {review && <BoletoSummary boleto={review.check} payment={review.request} />}
    </ReviewDialog>
  );
}
