import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { approvalNeeded, type PixPaymentStatus } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { useApprovalPolicy } from '../api/getApprovalPolicy';
import { PAYMENTS_TEXTS as T } from '../texts';
import { errorText, pixErrorToast, pixSuccessToast } from './toasts';

/** The spec's words for what the server did with a new payment (spec 4 §4, §5; D22 adds scheduled and failed). */
export interface CreatedMessages {
  paid: string;
  scheduled: string;
  savedForApproval: string;
  /** Why it failed when the bank gives no reason. */
  failed: string;
}

const SAID_OF: Record<PixPaymentStatus, keyof CreatedMessages | null> = {
  pending_approval: 'savedForApproval',
  approved: 'paid',
  processing: 'paid',
  completed: 'paid',
  scheduled: 'scheduled',
  failed: null,
  rejected: null,
  cancelled: null,
};

/** One submit under review: the checked request and the Idempotency-Key of this user action. */
export interface SubmitUnderReview<Body> {
  request: Body;
  idempotencyKey: string;
}

interface ReviewDialogProps<Body extends { amount: number }> {
  title: string;
  review: SubmitUnderReview<Body> | null;
  /** The creation of this kind of payment (POST /payments/pix, /payments/boleto). */
  create: UseMutationResult<
    { status: PixPaymentStatus; failureReason: string | null },
    unknown,
    { body: Body; idempotencyKey: string }
  >;
  messages: CreatedMessages;
  /** Whatever else must be known before confirming (who receives). */
  ready: boolean;
  onClose: () => void;
  /** The payment was created: the form starts over. */
  onDone: () => void;
  /** A refusal: the form places the errors a field owns, and renews the key once the server has answered. */
  onRefused: (error: unknown) => void;
  /** What is paid to whom, shown before any money moves. */
  children: ReactNode;
}

/**
 * A new payment's review (D3; Pix and boleto alike): what is paid to whom, and one button — 'Pagar'
 * when the policy needs no second person for this amount and the user may approve, else 'Salvar para
 * Aprovação'. The server decides in the end; the toast says what it did. A refusal keeps the dialog
 * open with the server's words; the policy's load error offers a retry.
 */
export function ReviewDialog<Body extends { amount: number }>({
  title,
  review,
  create,
  messages,
  ready,
  onClose,
  onDone,
  onRefused,
  children,
}: ReviewDialogProps<Body>) {
  const policy = useApprovalPolicy();
  const canApprove = useCan('payments.approve');
  const pays =
    policy.data !== undefined && canApprove && review !== null && !approvalNeeded(policy.data, review.request.amount);

  const close = () => {
    create.reset();
    onClose();
  };
  const confirm = () => {
    if (!review) return;
    create.mutate(
      { body: review.request, idempotencyKey: review.idempotencyKey },
      {
        onSuccess: (payment) => {
          const said = SAID_OF[payment.status];
          if (said) pixSuccessToast(messages[said], T.successTitle);
          else pixErrorToast(payment.failureReason ?? messages.failed, T.paymentFailedTitle);
          create.reset();
          onDone();
        },
        onError: onRefused,
      },
    );
  };

  return (
    <Modal
      opened={review !== null}
      onClose={create.isPending ? () => undefined : close}
      title={title}
      size="lg"
      centered
    >
      {review && (
        <Stack gap="md">
          {children}
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
                {errorText(create.error, messages.failed)}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {T.cancel}
            </Button>
            <Button onClick={confirm} loading={create.isPending} disabled={!ready || !policy.data}>
              {pays ? T.pay : T.saveForApproval}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
