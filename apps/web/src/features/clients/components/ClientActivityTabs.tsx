import { Skeleton, Tabs } from '@mantine/core';
import type { ClientChargeTotals } from '@cofre/contract';
import { ScrollingTabsList } from '../../../components/ScrollingTabsList';
import { useCan } from '../../../lib/permissions';
import { useDefaultActivityTab } from '../hooks/useDefaultActivityTab';
import { PAGE_PARAM, pageParam, readPage, useUrlParams } from '../../../lib/useUrlParams';
import { ClientChargesTable } from './ClientChargesTable';
import { ClientSubscriptionsTable } from './ClientSubscriptionsTable';
import { CLIENT_TEXTS } from '../texts';

/** The open tab, sub-tab and page live in the URL: '?aba=recebiveis&lista=agendados&pagina=2'. */
const TAB_PARAM = 'aba';
const CHARGES_VIEW_PARAM = 'lista';
const SUBSCRIPTIONS = 'assinaturas';
const CHARGES = 'recebiveis';
const HISTORY = 'historico';
const SCHEDULED = 'agendados';

interface ClientActivityTabsProps {
  clientId: string;
  /** The client's charge totals (they tell whether the charges tab has data). */
  totals?: ClientChargeTotals;
  totalsSettled: boolean;
}

/**
 * Assinaturas and Recebíveis (Histórico, Agendados) by role (spec 1 §6). A tab the role may not
 * see is neither shown nor queried; with neither, there is no tab area at all. Without a tab in the
 * URL the page opens on the tab that has data, Recebíveis first (useDefaultActivityTab).
 */
export function ClientActivityTabs({ clientId, totals, totalsSettled }: ClientActivityTabsProps) {
  const canSeeSubscriptions = useCan('clients.subscriptionsTab');
  const canSeeCharges = useCan('clients.chargesTab');
  const [params, update] = useUrlParams();
  const requested = params.get(TAB_PARAM);
  const named =
    (requested === CHARGES && canSeeCharges) || (requested === SUBSCRIPTIONS && canSeeSubscriptions) ? requested : null;
  const fallback = useDefaultActivityTab({
    clientId,
    needed: named === null,
    canSeeCharges,
    canSeeSubscriptions,
    totals,
    totalsSettled,
  });
  if (!canSeeSubscriptions && !canSeeCharges) return null;

  const tab = named ?? (fallback === null ? null : fallback === 'charges' ? CHARGES : SUBSCRIPTIONS);
  // Until the data says which tab to open: the room of the tab area, so nothing jumps.
  if (tab === null) return <Skeleton height={240} radius="md" />;
  const chargesView = params.get(CHARGES_VIEW_PARAM) === SCHEDULED ? SCHEDULED : HISTORY;
  const page = readPage(params);
  const changePage = (next: number) => update({ [PAGE_PARAM]: pageParam(next) });

  return (
    <Tabs
      value={tab}
      onChange={(next) => next && update({ [TAB_PARAM]: next, [CHARGES_VIEW_PARAM]: null, [PAGE_PARAM]: null })}
      keepMounted={false}
    >
      <ScrollingTabsList aria-label={CLIENT_TEXTS.activityTabs}>
        {canSeeSubscriptions && <Tabs.Tab value={SUBSCRIPTIONS}>{CLIENT_TEXTS.subscriptionsTab}</Tabs.Tab>}
        {canSeeCharges && <Tabs.Tab value={CHARGES}>{CLIENT_TEXTS.receivablesTab}</Tabs.Tab>}
      </ScrollingTabsList>
      {canSeeSubscriptions && (
        <Tabs.Panel value={SUBSCRIPTIONS} pt="md">
          <ClientSubscriptionsTable clientId={clientId} page={page} onPageChange={changePage} />
        </Tabs.Panel>
      )}
      {canSeeCharges && (
        <Tabs.Panel value={CHARGES} pt="md">
          <Tabs
            variant="pills"
            value={chargesView}
            onChange={(next) =>
              next && update({ [CHARGES_VIEW_PARAM]: next === SCHEDULED ? next : null, [PAGE_PARAM]: null })
            }
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value={HISTORY}>{CLIENT_TEXTS.historyTab}</Tabs.Tab>
              <Tabs.Tab value={SCHEDULED}>{CLIENT_TEXTS.scheduledTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value={HISTORY}>
              <ClientChargesTable clientId={clientId} scheduled={false} page={page} onPageChange={changePage} />
            </Tabs.Panel>
            <Tabs.Panel value={SCHEDULED}>
              <ClientChargesTable clientId={clientId} scheduled page={page} onPageChange={changePage} />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
