import { FINANCE_MESSAGES, can } from '@cofre/contract';
import { useGrant } from '../../../lib/permissions';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { BalanceCards, useBalance } from '../../finance';

/**
 * The balance cards on the home (spec 1 §6): a balance role with view_seller_balance, and the
 * finance read (view_seller_finance) that loads them. Without either, nothing is shown or called.
 */
export function DashboardBalance() {
  const grant = useGrant();
  const allowed = can(grant, 'balance.view') && can(grant, 'finance.view', 'view_seller_finance');
  const balance = useBalance(allowed);
  useLoadErrorToast(balance.errorUpdatedAt, FINANCE_MESSAGES.balanceLoadFailed);
  if (!allowed) return null;
  return <BalanceCards balance={balance.data} />;
}
