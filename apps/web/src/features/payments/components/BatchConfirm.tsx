import { Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PaymentBatch } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useActionKey } from '../../../lib/actionKey';
import { useApprovePaymentBatch } from '../api/approvePaymentBatch';
import type { BatchActionVariables } from '../api/batchAction';
import { useCancelPaymentBatch } from '../api/cancelPaymentBatch';
import { useSubmitPaymentBatch } from '../api/submitPaymentBatch';
import { PAYMENTS_TEXTS as T } from '../texts';
import { pixApiErrorToast, pixSuccessToast } from './toasts';

/** The actions asked before they are taken: the two that move money, and the one that cannot be undone. */
export type BatchQuestion = 'submit' | 'approve' | 'cancel';

type BatchMutation = UseMutationResult<PaymentBatch, Error, BatchActionVariables>;

interface BatchConfirmProps {
  batch: Pick<PaymentBatch, 'id' | 'validLines' | 'invalidLines' | 'totalAmount'>;
  question: BatchQuestion | null;
  /** Answered (either way) or refused: back to the batch, which shows its new state. */
  onDone: () => void;
}

/**
 * The questions before a batch's actions (D4): 'Enviar para pagamento' and 'Aprovar' say how many
 * lines are paid and their total before any money moves; 'Cancelar lote' that nothing will be paid.
 * The toast says what happened ('Lote enviado para aprovação' when the policy asks a second person);
 * a refusal says the server's words (PAY-003 balance, PAY-006 Pix limit, PAY-034, PAY-035…).
 */
export function BatchConfirm({ batch, question, onDone }: BatchConfirmProps) {
  const submit = useSubmitPaymentBatch();
  const approve = useApprovePaymentBatch();
  const cancel = useCancelPaymentBatch();
  // Submitting or approving pays the batch: a second click after a lost answer is the same request.
  const actionKey = useActionKey();

  const run = (mutation: BatchMutation, success: (next: PaymentBatch) => string) =>
    mutation.mutate(
      { id: batch.id, idempotencyKey: actionKey.key },
      {
        onSuccess: (next) => {
          actionKey.renew();
          pixSuccessToast(success(next), T.successTitle);
          onDone();
        },
        onError: (error) => {
          actionKey.renewIfAnswered(error);
          pixApiErrorToast(error, T.batchActionFailed);
          onDone();
        },
      },
    );
  const payment = <Text>{T.confirmBatchPayment(batch.validLines, batch.totalAmount)}</Text>;

  return (
    <>
      <ConfirmDialog
        opened={question === 'submit'}
        title={T.submitBatchTitle}
        confirmLabel={T.submitBatch}
        loading={submit.isPending}
        onConfirm={() =>
          run(submit, (next) => (next.status === 'pending_approval' ? T.batchSentForApproval : T.batchSubmitted))
        }
        onCancel={onDone}
      >
        <Stack gap="xs">
          {payment}
          {batch.invalidLines > 0 && <Text fz="sm">{T.batchInvalidNotPaid(batch.invalidLines)}</Text>}
          <Text fz="sm" c="dimmed">
            {T.batchPolicyNote}
          </Text>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        opened={question === 'approve'}
        title={T.approveBatchTitle}
        confirmLabel={T.approveBatch}
        confirmColor="green"
        loading={approve.isPending}
        onConfirm={() => run(approve, () => T.batchApproved)}
        onCancel={onDone}
      >
        {payment}
      </ConfirmDialog>
      <ConfirmDialog
        opened={question === 'cancel'}
        title={T.cancelBatchTitle}
        confirmLabel={T.cancelBatch}
        cancelLabel={T.keepBatch}
        confirmColor="red"
        loading={cancel.isPending}
        onConfirm={() => run(cancel, () => T.batchCancelled)}
        onCancel={onDone}
      >
        {T.cancelBatchText}
      </ConfirmDialog>
    </>
  );
}
