import { Badge } from '@mantine/core';

interface StatusStyle {
  label: string;
  color: string;
}

/**
 * Charge statuses (spec 1 §4, D7) and subscription statuses as the client tabs show them. The
 * contract has no status vocabulary for these yet (their features come later): an unknown status
 * is shown as it arrives rather than hidden.
 */
const CHARGE_STATUS: Record<string, StatusStyle> = {
  PAID: { label: 'Paga', color: 'green' },
  PAID_MANUALLY: { label: 'Paga Manualmente', color: 'green' },
  SCHEDULED: { label: 'Agendada', color: 'blue' },
  LATE: { label: 'Atrasada', color: 'orange' },
  CANCELED: { label: 'Cancelada', color: 'gray' },
  ABANDONED: { label: 'Desistência', color: 'gray' },
  CHARGEBACK: { label: 'Chargeback', color: 'red' },
  DISPUTE: { label: 'Em contestação', color: 'red' },
  FAILED: { label: 'Erro', color: 'red' },
  REFUND: { label: 'Estornada', color: 'violet' },
};

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

export function ChargeStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} styles={CHARGE_STATUS} />;
}

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} styles={SUBSCRIPTION_STATUS} />;
}
