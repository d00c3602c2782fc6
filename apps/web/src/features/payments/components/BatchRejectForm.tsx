import { useEffect } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { paymentBatchRejectionSchema, type PaymentBatch } from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useRejectPaymentBatch } from '../api/rejectPaymentBatch';
import { PAYMENTS_TEXTS as T } from '../texts';
import { errorText, pixErrorToast, pixSuccessToast } from './toasts';

const REJECTION_FIELDS: ReadonlySet<string> = new Set(['reason']);
const REASON_MAX = paymentBatchRejectionSchema.shape.reason.maxLength ?? undefined;

interface BatchRejectFormProps {
  batch: Pick<PaymentBatch, 'id'>;
  /** Back to the batch: after 'Voltar' or once rejected. */
  onClose: () => void;
}

/**
 * 'Rejeitar' (D4): the approver's reason in their own words, required by the contract
 * ('Informe o motivo da rejeição.'). A refusal keeps the form, its words under the field or in a toast.
 */
export function BatchRejectForm({ batch, onClose }: BatchRejectFormProps) {
  const reject = useRejectPaymentBatch();
  const form = useContractForm(paymentBatchRejectionSchema, { defaultValues: { reason: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);

  const submit = form.handleSubmit((body) =>
    reject.mutate(
      { id: batch.id, body },
      {
        onSuccess: () => {
          pixSuccessToast(T.batchRejected, T.successTitle);
          onClose();
        },
        onError: (error) => {
          const left = placeServerErrors(error, REJECTION_FIELDS, {}, form.setError);
          if (left) pixErrorToast(errorText(left, T.batchActionFailed), T.errorTitle);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Textarea
          label={T.rejectBatchReason}
          required
          rows={3}
          maxLength={REASON_MAX}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            {T.back}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {T.confirmRejectBatch}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
