import { Group } from '@mantine/core';
import { CHARGE_STATUS_LABELS, chargeStatusSchema, isPartiallyRefunded, type ChargeStatus } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';
import { CHARGE_TEXTS } from '../texts';

const COLORS: Record<ChargeStatus, string> = {
  PAID: 'green',
  PAID_MANUALLY: 'green',
  SCHEDULED: 'blue',
  LATE: 'orange',
  FAILED: 'red',
  CHARGEBACK: 'red',
  CANCELED: 'gray',
  ABANDONED: 'gray',
  REFUND: 'violet',
  DISPUTE: 'yellow',
};

interface ChargeStatusBadgeProps {
  status: string;
  /** Refunded so far (centavos): part of it given back shows 'Estorno parcial' beside the status. */
  refundedAmount?: number;
  /** Labels a screen words its own way (the dashboard's 'A receber'); the contract's otherwise. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * A charge status with the contract's label; an unknown status is shown as it arrives rather than
 * hidden. A partial refund keeps the status (PAID) and adds a second badge (docs/decisions.md).
 */
export function ChargeStatusBadge({ status, refundedAmount = 0, labels }: ChargeStatusBadgeProps) {
  const known = chargeStatusSchema.safeParse(status);
  const badge = (
    <StatusBadge color={known.success ? COLORS[known.data] : 'gray'}>
      {labels?.[status] ?? (known.success ? CHARGE_STATUS_LABELS[known.data] : status)}
    </StatusBadge>
  );
  if (!known.success || !isPartiallyRefunded({ status: known.data, refundedAmount })) return badge;
  return (
    <Group gap={4} wrap="wrap" component="span" display="inline-flex">
      {badge}
      <StatusBadge color="violet">{CHARGE_TEXTS.partialRefund}</StatusBadge>
    </Group>
  );
}
