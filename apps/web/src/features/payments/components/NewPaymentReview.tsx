import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  approvalNeeded,
  detectPixKey,
  PIX_PAYMENT_MESSAGES,
  type PixPayment,
  type PixPaymentCreate,
  type PixPaymentStatus,
} from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { useCreatePixPayment } from '../api/createPixPayment';
import { useApprovalPolicy } from '../api/getApprovalPolicy';
import { useRecipient } from '../api/lookupRecipient';
import { PAYMENTS_TEXTS as T } from '../texts';
import { PaymentSummary } from './PaymentSummary';
import { errorText, pixErrorToast, pixSuccessToast } from './toasts';

/** The review of one submit: the checked request and the Idempotency-Key of this user action. */
export interface PaymentReview {
  request: PixPaymentCreate;
  idempotencyKey: string;
  favoriteNickname: string | null;
}

/** What the server did, in the spec's words (spec 4 §4; D22 adds scheduled and failed). */
const SUCCESS_OF: Record<PixPaymentStatus, string | null> = {
  pending_approval: PIX_PAYMENT_MESSAGES.savedForApproval,
  approved: PIX_PAYMENT_MESSAGES.approvedAndPaid,
  processing: PIX_PAYMENT_MESSAGES.approvedAndPaid,
  completed: PIX_PAYMENT_MESSAGES.approvedAndPaid,
  scheduled: PIX_PAYMENT_MESSAGES.scheduled,
  failed: null,
  rejected: null,
  cancelled: null,
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
 * Aprovação'. The server decides in the end; the toast says what it did. A refusal keeps the dialog open.
 */
export function NewPaymentReview({ review, onClose, onDone, onRefused }: NewPaymentReviewProps) {
  const request = review?.request ?? null;
  const recipient = useRecipient(request?.key ?? null);
  const policy = useApprovalPolicy();
  const canApprove = useCan('payments.approve');
  const create = useCreatePixPayment();
  const pays =
    policy.data !== undefined && canApprove && request !== null && !approvalNeeded(policy.data, request.amount);
  const keyType = recipient.data?.keyType ?? (request ? detectPixKey(request.key)?.type : undefined);

  const close = () => {
    create.reset();
    onClose();
  };
  const done = (payment: PixPayment) => {
    const message = SUCCESS_OF[payment.status];
    if (message) pixSuccessToast(message, T.successTitle);
    else pixErrorToast(payment.failureReason ?? PIX_PAYMENT_MESSAGES.formError, T.paymentFailedTitle);
    create.reset();
    onDone();
  };
  const confirm = () => {
    if (!review) return;
    create.mutate(
      { body: review.request, idempotencyKey: review.idempotencyKey },
      { onSuccess: done, onError: onRefused },
    );
  };

  return (
    <Modal
      opened={review !== null}
      onClose={create.isPending ? () => undefined : close}
      title={T.reviewTitle}
      size="lg"
      centered
    >
      {request && keyType && (
        <Stack gap="md">
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
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void recipient.refetch()}
                  loading={recipient.isFetching}
                >
                  {T.retry}
                </Button>
              </Stack>
            </Alert>
          )}
          <PaymentSummary
            payment={{ ...request, keyType, favoriteNickname: review?.favoriteNickname ?? null }}
            recipient={
              recipient.data
                ? { name: recipient.data.name, bank: recipient.data.bankName, document: recipient.data.maskedDocument }
                : null
            }
          />
          {policy.isError && (
            <Alert color="red">
              <Group gap="sm" justify="space-between">
                <Text fz="sm">{T.policyLoadFailed}</Text>
                <Button variant="default" size="xs" onClick={() => void policy.refetch()}>
                  {T.retry}
                </Button>
              </Group>
            </Alert>
          )}
          {create.isError && (
            <Alert color="red" title={T.errorTitle} role="alert">
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {errorText(create.error, PIX_PAYMENT_MESSAGES.formError)}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {T.cancel}
            </Button>
            <Button onClick={confirm} loading={create.isPending} disabled={!recipient.data || !policy.data}>
              {pays ? T.pay : T.saveForApproval}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
