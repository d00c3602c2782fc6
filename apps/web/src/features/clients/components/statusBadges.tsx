import { SUBSCRIPTION_STATUS_LABELS, subscriptionStatusSchema, type SubscriptionStatus } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';

const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'green',
  PENDING: 'blue',
  DEFAULTER: 'orange',
  INACTIVE: 'gray',
};

/**
 * A subscription's status as the Assinaturas tab shows it: the contract's label (Ativo, Pendente,
 * Inadimplente, Inativo); a status the contract does not know is shown as it arrives rather than hidden.
 * Charge statuses are the charges feature's ChargeStatusBadge.
 */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const known = subscriptionStatusSchema.safeParse(status);
  return (
    <StatusBadge color={known.success ? SUBSCRIPTION_COLORS[known.data] : 'gray'}>
      {known.success ? SUBSCRIPTION_STATUS_LABELS[known.data] : status}
    </StatusBadge>
  );
}
