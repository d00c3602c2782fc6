import type { ClientChargeTotals } from '@cofre/contract';
import { useClientCharges } from '../api/getClientCharges';
import { useClientSubscriptions } from '../api/getClientSubscriptions';

export type ActivityTab = 'charges' | 'subscriptions';

interface Options {
  clientId: string;
  /** False when the URL names the tab: nothing to find out. */
  needed: boolean;
  canSeeCharges: boolean;
  canSeeSubscriptions: boolean;
  /** The client's charge totals, when read (they count the scheduled charges too). */
  totals: ClientChargeTotals | undefined;
  totalsSettled: boolean;
}

/**
 * The tab a client's page opens on when the URL names none: the one with data, charges first when
 * both have some; with neither, Assinaturas as before (the first tab). The first pages asked here
 * are the ones the tabs show, so opening one asks nothing again. Null while it cannot be told yet.
 */
export function useDefaultActivityTab({
  clientId,
  needed,
  canSeeCharges,
  canSeeSubscriptions,
  totals,
  totalsSettled,
}: Options): ActivityTab | null {
  const both = canSeeCharges && canSeeSubscriptions;
  const history = useClientCharges({ clientId, scheduled: false, page: 0 }, both && needed);
  const subscriptions = useClientSubscriptions({ clientId, page: 0 }, both && needed);
  if (!both) return canSeeCharges ? 'charges' : 'subscriptions';

  const counted = totals ? totals.paid.count + totals.open.count + totals.late.count : 0;
  if (counted > 0 || (history.data?.totalElements ?? 0) > 0) return 'charges';
  if (!totalsSettled || history.isPending || subscriptions.isPending) return null;
  return 'subscriptions';
}
