import { canSeeRoute, findRoute, formatDate, type Subscription } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DetailSection } from '../../../components/DetailSection';
import { EmptyState } from '../../../components/EmptyState';
import { useGrant } from '../../../lib/permissions';
import { ChargeStatusBadge, chargePath } from '../../charges';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { SandboxNextCycleButton } from './SandboxNextCycleButton';
import { Money } from '../../../components/Unbreakable';

type SubscriptionCharge = Subscription['charges'][number];

const COLUMNS: ReadonlyArray<DataColumn<SubscriptionCharge>> = [
  { key: 'dueDate', header: T.columnDueDate, card: 'title', render: (charge) => formatDate(charge.expirationDate) },
  {
    key: 'value',
    header: T.columnValue,
    align: 'right',
    card: 'aside',
    render: (charge) => <Money cents={charge.value} />,
  },
  {
    key: 'status',
    header: T.columnStatus,
    card: 'aside',
    render: (charge) => <ChargeStatusBadge status={charge.status} />,
  },
];

/**
 * 'Últimas cobranças': the latest cycles' charges, newest first, as the detail brings them. A row opens
 * /cobrancas/{uuid} for who may see charges; for anyone else the rows are not links (the charge page
 * would only refuse them).
 */
export function SubscriptionCharges({ subscription }: { subscription: Subscription }) {
  const canOpen = canSeeRoute(useGrant(), findRoute('chargeDetail'));
  return (
    <DetailSection title={T.chargesTitle} actions={<SandboxNextCycleButton subscription={subscription} />}>
      <DataTable
        label={T.chargesLabel}
        columns={COLUMNS}
        rows={subscription.charges}
        rowKey={(charge) => charge.uuid}
        rowHref={canOpen ? (charge) => chargePath(charge.uuid) : undefined}
        pageSize={Math.max(subscription.charges.length, 1)}
        rowHeight={48}
        minWidth={480}
        empty={<EmptyState compact title={T.chargesEmpty} />}
      />
    </DetailSection>
  );
}
