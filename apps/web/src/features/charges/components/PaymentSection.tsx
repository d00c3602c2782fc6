import { Stack } from '@mantine/core';
import type { ChargeDetail, ChargeStatus } from '@cofre/contract';
import { useSandboxControls } from '../../../lib/sandbox';
import { BoletoView } from './BoletoView';
import { CardPaymentInfo } from './CardPaymentInfo';
import { DetailSection } from '../../../components/DetailSection';
import { PixView } from './PixView';
import { SandboxDisputeButtons } from '../../disputes';
import { SandboxPayButton } from './SandboxPayButton';
import { ThreeDSecureNotice } from './ThreeDSecureNotice';

/** Boleto and Pix are offered to the buyer while the charge is open. */
const OPEN: readonly ChargeStatus[] = ['SCHEDULED', 'LATE'];

/** How the charge is (or was) paid: the card, the 3-D Secure wait, the boleto or the Pix. */
export function PaymentSection({ charge }: { charge: ChargeDetail }) {
  const canSimulate = useSandboxControls();
  const open = OPEN.includes(charge.status);
  const boleto = charge.paymentMethod === 'BOLETO' && open ? charge.boleto : null;
  const pix = charge.paymentMethod === 'PIX' && open ? charge.pix : null;
  const card = charge.paymentMethod === 'CREDIT_CARD' ? charge.cardResponse : null;
  if (!boleto && !pix && !card && !charge.threeDSecureUrl) return null;

  const title = boleto ? 'Boleto' : pix ? 'Pix' : 'Cartão de crédito';
  let sandbox;
  if (canSimulate && (boleto || pix)) sandbox = <SandboxPayButton chargeId={charge.uuid} />;
  else if (card) sandbox = <SandboxDisputeButtons charge={charge} />;
  return (
    <DetailSection title={title} actions={sandbox}>
      <Stack gap="md">
        {charge.threeDSecureUrl && <ThreeDSecureNotice url={charge.threeDSecureUrl} />}
        {card && <CardPaymentInfo card={card} />}
        {boleto && <BoletoView chargeId={charge.uuid} boleto={boleto} />}
        {pix && <PixView pix={pix} />}
      </Stack>
    </DetailSection>
  );
}
