import { Alert, Button, Stack, Text } from '@mantine/core';
import { detectPixKey, PIX_PAYMENT_MESSAGES, type PixPaymentCreate } from '@cofre/contract';
import { useCreatePixPayment } from '../api/createPixPayment';
import { useRecipient } from '../api/lookupRecipient';
import { PAYMENTS_TEXTS as T } from '../texts';
import { PaymentSummary } from './PaymentSummary';
import { ReviewDialog, type CreatedMessages, type SubmitUnderReview } from './ReviewDialog';
import { errorText } from './toasts';

/** The review of one submit: the checked request, the Idempotency-Key of this user action and the favorite used. */
export interface PaymentReview extends SubmitUnderReview<PixPaymentCreate> {
  favoriteNickname: string | null;
}

/** What the server did, in the spec's words (spec 4 §4; D22 adds scheduled and failed). */
const MESSAGES: CreatedMessages = {
  paid: PIX_PAYMENT_MESSAGES.approvedAndPaid,
  scheduled: PIX_PAYMENT_MESSAGES.scheduled,
  savedForApproval: PIX_PAYMENT_MESSAGES.savedForApproval,
  failed: PIX_PAYMENT_MESSAGES.formError,
};

interface NewPaymentReviewProps {
  review: PaymentReview | null;
  onClose: () => void;
  /** The payment was created: the form starts over. */
  onDone: () => void;
  /** A refusal: the form places the errors a field owns, and renews the key once the server has answered. */
  onRefused: (error: unknown) => void;
}

/**
 * 'Revisão de Pagamento PIX' from the form (spec 4 §2; D3, D22): the Pix directory's recipient (name,
 * bank, masked document) before any money moves, the payment, and one button — 'Pagar' when the
 * policy needs no second person for this amount and the user may approve, else 'Salvar para
 * Aprovação' (ReviewDialog). A key the directory does not know keeps it off, saying why.
 */
export function NewPaymentReview({ review, onClose, onDone, onRefused }: NewPaymentReviewProps) {
  const request = review?.request ?? null;
  const recipient = useRecipient(request?.key ?? null);
  const create = useCreatePixPayment();
  const keyType = recipient.data?.keyType ?? (request ? detectPixKey(request.key)?.type : undefined);

  return (
    <ReviewDialog
      title={T.reviewTitle}
      review={review}
      create={create}
      messages={MESSAGES}
      ready={recipient.data !== undefined}
      onClose={onClose}
      onDone={onDone}
      onRefused={onRefused}
    >
      {recipient.isPending && (
        <Text fz="sm" c="dimmed" role="status">
          {T.lookingUp}
        </Text>
      )}
      {recipient.isError && (
        <Alert color="red" title={T.lookupFailedTitle}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {errorText(recipient.error, PIX_PAYMENT_MESSAGES.formError)}
            </Text>
            <Button variant="default" size="xs" onClick={() => void recipient.refetch()} loading={recipient.isFetching}>
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {request && keyType && (
        <PaymentSummary
          payment={{ ...request, keyType, favoriteNickname: review?.favoriteNickname ?? null }}
          recipient={
            recipient.data
              ? { name: recipient.data.name, bank: recipient.data.bankName, document: recipient.data.maskedDocument }
              : null
          }
        />
      )}
    </ReviewDialog>
  );
}
