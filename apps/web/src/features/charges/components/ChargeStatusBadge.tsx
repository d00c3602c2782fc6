import { Badge } from '@mantine/core';
import { CHARGE_STATUS_LABELS, chargeStatusSchema, type ChargeStatus } from '@cofre/contract';

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

/** A charge status with the contract's label; an unknown status is shown as it arrives rather than hidden. */
export function ChargeStatusBadge({ status }: { status: string }) {
  const known = chargeStatusSchema.safeParse(status);
  return (
    <Badge variant="light" color={known.success ? COLORS[known.data] : 'gray'} radius="sm">
      {known.success ? CHARGE_STATUS_LABELS[known.data] : status}
    </Badge>
  );
}
