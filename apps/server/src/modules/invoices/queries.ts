import { and, desc, eq, sql } from 'drizzle-orm';
import type { Invoice } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import type { ChargeDetailPart } from '../charges/index.js';
import { invoices, sellerInvoiceConfigs } from './tables.js';

export type InvoiceRecord = typeof invoices.$inferSelect;

export async function invoiceConfig(db: DbOrTx, sellerId: string) {
  const [config] = await db.select().from(sellerInvoiceConfigs).where(eq(sellerInvoiceConfigs.sellerId, sellerId));
  return config?.active ? config : null;
}

/** Whether the charge detail offers invoices (a `ChargeDetailReaders` part, wired in app.ts): invoicesActive in SQL. */
export const invoicesActivePart: ChargeDetailPart<boolean> = {
  sql: ({ sellerId }) =>
    sql`coalesce((select ${sellerInvoiceConfigs.active} from ${sellerInvoiceConfigs} where ${sellerInvoiceConfigs.sellerId} = ${sellerId}), false)`,
  read: (value) => value === true,
};

/** Whether the seller's invoice config is active. */
export async function invoicesActive(db: DbOrTx, sellerId: string): Promise<boolean> {
  return (await invoiceConfig(db, sellerId)) !== null;
}

export function listInvoices(db: DbOrTx, sellerId: string, chargeId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), eq(invoices.chargeId, chargeId)))
    .orderBy(desc(invoices.createdAt), desc(invoices.rpsNumber));
}

export async function findInvoice(db: DbOrTx, sellerId: string, chargeId: string, id: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), eq(invoices.chargeId, chargeId), eq(invoices.id, id)));
  return invoice;
}

export function toInvoice(row: InvoiceRecord): Invoice {
  const base = `/api/charges/${row.chargeId}/invoices/${row.id}`;
  return {
    uuidInvoice: row.id,
    invoiceNumber: row.number,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    rejectionReason: row.rejectionReason,
    invoiceDownloadLink:
      row.status === 'AUTHORIZED' || (row.status === 'CANCELED' && row.xml)
        ? { pdfImageLink: `${base}/pdf`, xmlImageLink: `${base}/xml` }
        : null,
  };
}
