import { Badge } from '@mantine/core';
import { LINK_STATUS_LABELS, type PaymentLinkStatus } from '@cofre/contract';

const COLORS: Record<PaymentLinkStatus, string> = { ACTIVE: 'green', EXPIRED: 'gray', DELETED: 'red' };

export function LinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  return (
    <Badge color={COLORS[status]} variant="dot" radius="sm">
      {LINK_STATUS_LABELS[status]}
    </Badge>
  );
}
