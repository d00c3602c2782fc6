import { Button } from '@mantine/core';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSimulatePayment } from '../api/simulatePayment';
import { CHARGE_TEXTS } from '../texts';

/** The sandbox's "the buyer paid this boleto or Pix" (POST /sandbox/charges/{uuid}/payments). */
export function SandboxPayButton({ chargeId }: { chargeId: string }) {
  const simulate = useSimulatePayment(chargeId);
  return (
    <Button
      variant="subtle"
      size="xs"
      color="gray"
      loading={simulate.isPending}
      onClick={() =>
        simulate.mutate(undefined, {
          onSuccess: () => showSuccess(CHARGE_TEXTS.sandboxPaid),
          onError: (error) => showApiError(error),
        })
      }
    >
      {CHARGE_TEXTS.sandboxPay}
    </Button>
  );
}
