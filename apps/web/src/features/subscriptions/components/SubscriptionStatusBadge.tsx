import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';

const COLORS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'green',
  PENDING: 'blue',
  DEFAULTER: 'orange',
  INACTIVE: 'gray',
};

/** A subscription's status with the contract's label (Ativo, Pendente, Inadimplente, Inativo). */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <StatusBadge color={COLORS[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</StatusBadge>;
}
