import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { useSimulatePayment } from '../api/simulatePayment';
import { CHARGE_TEXTS } from '../texts';

/** The sandbox's "the buyer paid this boleto or Pix" (POST /sandbox/charges/{uuid}/payments). */
export function SandboxPayButton({ chargeId }: { chargeId: string }) {
  return (
    <SandboxActionButton
      label={CHARGE_TEXTS.sandboxPay}
      done={CHARGE_TEXTS.sandboxPaid}
      mutation={useSimulatePayment(chargeId)}
      variables={undefined}
    />
  );
}
