import type { ClientChargeRow, ClientChargeTotals, ClientSubscriptionRow, Page } from '@cofre/contract';
import { toPage } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { SellerClientRow } from './queries.js';

/**
 * The client detail's tabs read other domains' data about one client. Those domains (charges,
 * subscriptions) register their reader here when they exist; until then a client has none, which
 * the screen shows as its empty state. Keeping the seam here stops the clients module importing
 * modules that will themselves import clients.
 */
export interface ClientActivityReaders {
  charges(
    ctx: AppContext,
    client: SellerClientRow,
    query: { scheduled: boolean; page: number; size: number },
  ): Promise<Page<ClientChargeRow>>;
  subscriptions(
    ctx: AppContext,
    client: SellerClientRow,
    query: { page: number; size: number },
  ): Promise<Page<ClientSubscriptionRow>>;
  /** What the client paid, owes and owes late (the client page's totals). */
  chargeTotals(ctx: AppContext, client: SellerClientRow): Promise<ClientChargeTotals>;
}

const none = { count: 0, amount: 0 };

export const noActivity: ClientActivityReaders = {
  charges: async (_ctx, _client, query) => toPage([], query.page, query.size, 0),
  subscriptions: async (_ctx, _client, query) => toPage([], query.page, query.size, 0),
  chargeTotals: async () => ({ paid: none, open: none, late: none }),
};
