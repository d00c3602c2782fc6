import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import IconReceiptRefund from '@tabler/icons-react/dist/esm/icons/IconReceiptRefund.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { canRefund, REFUND_MESSAGES, type ChargeDetail, type RefundCreate } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCan } from '../../../lib/permissions';
import { uuid } from '../../../lib/uuid';
import { reloadCharge } from '../../../lib/chargeCache';
import { useRefundCharge } from '../api/refundCharge';
import { RefundAmountModal } from './RefundAmountModal';
import { RefundResultModal, type RefundOutcome } from './RefundResultModal';
import { Money } from '../../../components/Unbreakable';

/** The confirmation carries the refund's idempotency key: every try of this one refund sends it. */
type Step = { name: 'closed' } | { name: 'amount' } | { name: 'confirm'; request: RefundCreate; key: string };

/**
 * 'Estornar cobrança' (spec 1 §4): with `charges.refund`, on a refundable charge. Amount, then
 * confirmation, then the result; closing the result reloads the charge and what depends on it.
 */
export function RefundButton({ charge }: { charge: ChargeDetail }) {
  const allowed = useCan('charges.refund');
  const queryClient = useQueryClient();
  const refund = useRefundCharge(charge.uuid);
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const [outcome, setOutcome] = useState<RefundOutcome | null>(null);
  const offered = allowed && canRefund(charge);
  // The result dialog outlives the button: a refetch after a total refund makes the charge unrefundable.
  if (!offered && outcome === null) return null;

  const confirm = async (request: RefundCreate, idempotencyKey: string) => {
    try {
      const result = await refund.mutateAsync({ body: request, idempotencyKey });
      setOutcome({ ok: true, pending: result.refund.status === 'PENDING' });
    } catch (error) {
      setOutcome({ ok: false, error });
    }
    setStep({ name: 'closed' });
  };
  const closeResult = () => {
    setOutcome(null);
    void reloadCharge(queryClient, charge.uuid);
  };

  return (
    <>
      {offered && (
        <Button
          variant="outline"
          leftSection={<IconReceiptRefund size={16} aria-hidden="true" />}
          onClick={() => setStep({ name: 'amount' })}
        >
          {REFUND_MESSAGES.action}
        </Button>
      )}
      <RefundAmountModal
        opened={step.name === 'amount'}
        available={charge.refundableAmount}
        onCancel={() => setStep({ name: 'closed' })}
        onContinue={(request) => setStep({ name: 'confirm', request, key: uuid() })}
      />
      <ConfirmDialog
        opened={step.name === 'confirm'}
        title={REFUND_MESSAGES.confirmTitle}
        confirmLabel={REFUND_MESSAGES.confirm}
        cancelLabel={REFUND_MESSAGES.cancel}
        confirmColor="red"
        loading={refund.isPending}
        onConfirm={() => {
          if (step.name === 'confirm') void confirm(step.request, step.key);
        }}
        onCancel={() => setStep({ name: 'closed' })}
      >
        {step.name === 'confirm' && (
          <>
            <Text>
              {REFUND_MESSAGES.confirmQuestion}{' '}
              <strong>
                <Money cents={step.request.amount} />
              </strong>
              ?
            </Text>
            <Text fz="sm" c="dimmed">
              {REFUND_MESSAGES.irreversible}
            </Text>
          </>
        )}
      </ConfirmDialog>
      <RefundResultModal outcome={outcome} onClose={closeResult} />
    </>
  );
}
