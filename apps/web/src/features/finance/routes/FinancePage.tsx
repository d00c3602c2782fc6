import { PermissionDenied } from '../../../components/PermissionDenied';
import { useCan } from '../../../lib/permissions';
import { FinanceView } from '../components/FinanceView';

/**
 * '/financeiro' (spec 3 §2 Financeiro). The route needs `finance.view`; the balance and the statement
 * also need the seller's `view_seller_finance` toggle, and without it nothing is asked (a 403 signs out).
 */
export default function FinancePage() {
  const canRead = useCan('finance.view', 'view_seller_finance');
  return canRead ? <FinanceView /> : <PermissionDenied />;
}
