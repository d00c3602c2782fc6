import { toPage } from '@cofre/contract';
import { type ClientActivityReaders, noActivity } from '../seller-clients/index.js';
import { chargeTotalsOfDocument, listChargesOfDocument } from './queries.js';

/** The client detail's Recebíveis tab reads the charges made out to the client's document. */
export const chargeActivity: ClientActivityReaders = {
  ...noActivity,
  charges: async (ctx, client, query) => {
    const { rows, total } = await listChargesOfDocument(ctx.db, client.sellerId, client.documentNumber, query);
    const content = rows.map((charge) => ({
      uuid: charge.id,
      title: charge.title,
      value: charge.value,
      status: charge.status,
      paymentMethod: charge.paymentMethod,
      expirationDate: charge.expirationDate,
      paidDate: charge.paidDate,
    }));
    return toPage(content, query.page, query.size, total);
  },
  chargeTotals: (ctx, client) => chargeTotalsOfDocument(ctx.db, client.sellerId, client.documentNumber),
};
