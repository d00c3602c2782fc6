import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, PAYMENT_METHOD_LABELS, type ChargeDetail } from '@cofre/contract';
import { DetailList } from '../../../../components/DetailList';
import { chargeRowPath } from '../../links';
import { NEW_CHARGE_TEXTS as T } from '../../texts';
import { BoletoView } from '../BoletoView';
import { CardPaymentInfo } from '../CardPaymentInfo';
import { ChargeStatusBadge } from '../ChargeStatusBadge';
import { PixView } from '../PixView';
import { ThreeDSecureNotice } from '../ThreeDSecureNotice';
import { Money } from '../../../../components/Unbreakable';

interface NewChargeResultProps {
  charge: ChargeDetail;
  onClose: () => void;
}

/**
 * The created charge: its status and figures, then what the buyer pays with — the boleto's
 * digitable line (copy) and PDF, the Pix QR and copia e cola, or the card's outcome (a card due
 * today was attempted at once) — and a way to its detail.
 */
export function NewChargeResult({ charge, onClose }: NewChargeResultProps) {
  // The form that had the focus is gone: without this it falls to <body>, behind the dialog, and a
  // screen reader hears nothing of the result. The dialog's focus trap only acts when it opens.
  const announced = useRef<HTMLParagraphElement>(null);
  useEffect(() => announced.current?.focus(), []);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600} ref={announced} tabIndex={-1} style={{ outline: 'none' }}>
          {T.created}
        </Text>
        <ChargeStatusBadge status={charge.status} />
      </Group>
      {charge.boleto && <BoletoView chargeId={charge.uuid} boleto={charge.boleto} />}
      {charge.pix && <PixView pix={charge.pix} />}
      {charge.threeDSecureUrl && <ThreeDSecureNotice url={charge.threeDSecureUrl} />}
      {charge.cardResponse && <CardPaymentInfo card={charge.cardResponse} />}
      <DetailList
        items={[
          { label: T.client, value: charge.customerName },
          { label: T.chargeTitle, value: charge.title },
          { label: T.value, value: <Money cents={charge.value} /> },
          { label: T.paymentMethod, value: PAYMENT_METHOD_LABELS[charge.paymentMethod] },
          { label: T.dueDate, value: formatDate(charge.expirationDate) },
        ]}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
        <Button component={Link} to={chargeRowPath(charge)} onClick={onClose}>
          {T.openCharge}
        </Button>
      </Group>
    </Stack>
  );
}
