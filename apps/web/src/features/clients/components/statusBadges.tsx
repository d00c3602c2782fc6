import { Badge } from '@mantine/core';

interface StatusStyle {
  label: string;
  color: string;
}

/**
 * Subscription statuses as the client tabs show them. The contract has no vocabulary for these
 * yet (subscriptions come later): an unknown status is shown as it arrives rather than hidden.
 * Charge statuses are the charges feature's ChargeStatusBadge.
 */
const SUBSCRIPTION_STATUS: Record<string, StatusStyle> = {
  ACTIVE: { label: 'Ativa', color: 'green' },
  PAUSED: { label: 'Pausada', color: 'yellow' },
  LATE: { label: 'Em atraso', color: 'orange' },
  CANCELED: { label: 'Cancelada', color: 'gray' },
  FINISHED: { label: 'Encerrada', color: 'gray' },
};

function StatusBadge({ status, styles }: { status: string; styles: Record<string, StatusStyle> }) {
  const style = styles[status] ?? { label: status, color: 'gray' };
  return (
    <Badge variant="light" color={style.color} radius="sm">
      {style.label}
    </Badge>
  );
}

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} styles={SUBSCRIPTION_STATUS} />;
}
