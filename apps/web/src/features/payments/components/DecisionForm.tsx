import { Button, Group, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import {
  PIX_PAYMENT_MESSAGES,
  PIX_REJECTION_REASON_LABELS,
  PIX_REJECTION_REASONS,
  type PixPayment,
} from '@cofre/contract';
import { useActionKey } from '../../../lib/actionKey';
import { useContractForm } from '../../../lib/form';
import { useApprovePayment } from '../api/approvePayment';
import type { PaymentKind } from '../api/paymentKind';
import { useRejectPayment } from '../api/rejectPayment';
import { PAYMENTS_TEXTS as T } from '../texts';
import { decisionFormSchema, type Decision, type DecisionFormValues } from './decisionForm';
import { pixApiErrorToast, pixSuccessToast } from './toasts';

const REASON_OPTIONS = PIX_REJECTION_REASONS.map((value) => ({ value, label: PIX_REJECTION_REASON_LABELS[value] }));

interface DecisionFormProps {
  kind: PaymentKind;
  payment: Pick<PixPayment, 'id' | 'actions'>;
  onClose: () => void;
}

/**
 * Spec 4 §2 'Review dialog' approval actions (D3): the Aprovar / Rejeitar toggle (starting at Aprovar
 * when the server allows it), the reason of a rejection (required, spec 4 §5), Observações, Cancelar
 * and the confirm button. A refusal (PAY-004 own payment, PAY-005 already decided) keeps the dialog
 * open, says why in a toast and reloads the list and the payment.
 */
export function DecisionForm({ kind, payment, onClose }: DecisionFormProps) {
  const approve = useApprovePayment(kind);
  const approvalKey = useActionKey();
  const reject = useRejectPayment(kind);
  const pending = approve.isPending || reject.isPending;
  const initial: DecisionFormValues = {
    decision: payment.actions.approve ? 'approve' : 'reject',
    reason: null,
    notes: '',
  };
  const form = useContractForm(decisionFormSchema, { defaultValues: initial });
  const [decision, reason] = useWatch({ control: form.control, name: ['decision', 'reason'] });
  const rejecting = decision === 'reject';

  const submit = form.handleSubmit((body) => {
    const done = {
      onError: (error: unknown) =>
        pixApiErrorToast(error, rejecting ? PIX_PAYMENT_MESSAGES.rejectError : PIX_PAYMENT_MESSAGES.approveError),
    };
    if (body.decision === 'approve')
      approve.mutate(
        { id: payment.id, body: { notes: body.notes }, idempotencyKey: approvalKey.key },
        {
          onError: (error: unknown) => {
            approvalKey.renewIfAnswered(error);
            done.onError(error);
          },
          onSuccess: () => {
            pixSuccessToast(PIX_PAYMENT_MESSAGES.approved, T.successTitle);
            onClose();
          },
        },
      );
    else
      reject.mutate(
        { id: payment.id, body: { reason: body.reason, notes: body.notes } },
        {
          ...done,
          onSuccess: () => {
            pixSuccessToast(PIX_PAYMENT_MESSAGES.rejected, T.successTitle);
            onClose();
          },
        },
      );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="decision"
          render={({ field }) => (
            <SegmentedControl
              aria-label={T.decision}
              data={[
                { value: 'approve', label: T.approve, disabled: !payment.actions.approve },
                { value: 'reject', label: T.reject, disabled: !payment.actions.reject },
              ]}
              value={field.value}
              onChange={(next) => field.onChange(next as Decision)}
              color={rejecting ? 'red' : 'green'}
              fullWidth
            />
          )}
        />
        {rejecting && (
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <Select
                label={T.rejectionReason}
                placeholder={PIX_PAYMENT_MESSAGES.reasonRequired}
                required
                data={REASON_OPTIONS}
                value={field.value}
                onChange={(next) => field.onChange(PIX_REJECTION_REASONS.find((value) => value === next) ?? null)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                comboboxProps={{ keepMounted: false }}
              />
            )}
          />
        )}
        <Textarea
          label={T.paymentNotes}
          rows={2}
          error={form.formState.errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" color={rejecting ? 'red' : undefined} disabled={rejecting && !reason} loading={pending}>
            {rejecting ? T.confirmReject : T.confirmApprove}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
