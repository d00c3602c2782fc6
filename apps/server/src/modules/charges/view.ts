import { and, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { refundableAmount, type ChargeDetail, type ChargeRow } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { businessDate } from '../../lib/business-date.js';
import { sellerClients } from '../seller-clients/index.js';
import { sellers } from '../sellers/index.js';
import type { IssuingSeller } from './instrument.js';
import { interestAmount } from './interest.js';
import type { ChargeRecord, ChargeRowRecord } from './queries.js';
import { chargeAttempts, charges } from './tables.js';
import { theRow } from '../../lib/rows.js';

/**
 * A part of a charge's detail held by a module above charges: a scalar SQL expression over the
 * charge's keys (a correlated subquery, usually a JSON aggregate) and how to read its value. The
 * detail sends every part in the one statement that reads the charge, instead of a round trip each.
 */
export interface ChargeDetailPart<T> {
  sql(keys: { chargeId: SQLWrapper; sellerId: SQLWrapper }): SQL;
  read(value: unknown): T;
}

/**
 * The parts of a charge's detail that the modules above charges hold: its refunds, its dispute and
 * whether the seller issues invoices. Those modules give their part at wiring (app.ts), as the
 * charges module gives the clients module its tab (seller-clients/activity.ts), so charges never
 * imports them.
 */
export interface ChargeDetailReaders {
  /** The refunds shown on the detail, oldest first (refunds/view.ts). */
  refunds: ChargeDetailPart<ChargeDetail['refunds']>;
  /** The charge's dispute, if one was opened (disputes/queries.ts). */
  dispute: ChargeDetailPart<ChargeDetail['dispute']>;
  /** Whether the seller's invoice config is active (invoices/queries.ts). */
  invoicesActive: ChargeDetailPart<boolean>;
}

export function toChargeRow(charge: ChargeRowRecord): ChargeRow {
  return {
    uuid: charge.id,
    customerName: charge.customerName,
    customerDocument: charge.customerDocument,
    email: charge.customerEmail,
    title: charge.title,
    value: charge.value,
    status: charge.status,
    paymentMethod: charge.paymentMethod,
    installments: charge.installments,
    expirationDate: charge.expirationDate,
    paidDate: charge.paidDate,
    refundedAmount: charge.refunded,
  };
}

/** The Pix QR image, drawn once (when the charge is first shown, for engine-issued cycles) and kept on the charge. */
export async function pixQrImage(ctx: AppContext, charge: ChargeRecord): Promise<string> {
  if (charge.pixQrImage) return charge.pixQrImage;
  const image = await ctx.acquirer.pixQrCode(charge.pixCopyPaste!);
  await ctx.db
    .update(charges)
    .set({ pixQrImage: image })
    .where(and(eq(charges.sellerId, charge.sellerId), eq(charges.id, charge.id)));
  return image;
}

/** The seller's CNPJ or CPF, as a subquery of the statement that reads the detail. */
const sellerDocumentSql = (sellerId: SQLWrapper) =>
  sql<string>`(select ${sellers.document} from ${sellers} where ${sellers.id} = ${sellerId})`;

/** The id of the seller's client with the charge's document (the spec derives customerId by document). */
const clientIdSql = (sellerId: SQLWrapper, document: SQLWrapper) =>
  sql<
    string | null
  >`(select ${sellerClients.id} from ${sellerClients} where ${sellerClients.sellerId} = ${sellerId} and ${sellerClients.documentNation} = 'BR' and ${sellerClients.documentNumber} = ${document})`;

/** The charge's attempts, oldest first, as the detail's JSON (createdAt as PostgreSQL writes it). */
const attemptsSql = (chargeId: SQLWrapper, sellerId: SQLWrapper) => sql<
  AttemptJson[]
>`(select coalesce(json_agg(json_build_object(
    'uuid', ${chargeAttempts.id}, 'status', ${chargeAttempts.status}, 'value', ${chargeAttempts.value},
    'createdAt', ${chargeAttempts.createdAt}, 'expirationDate', ${chargeAttempts.expirationDate},
    'errorCode', ${chargeAttempts.errorCode}, 'errorMessage', ${chargeAttempts.errorMessage}
  ) order by ${chargeAttempts.createdAt}), '[]'::json) from ${chargeAttempts}
  where ${chargeAttempts.chargeId} = ${chargeId} and ${chargeAttempts.sellerId} = ${sellerId})`;

type AttemptJson = Omit<ChargeDetail['chargesTries'][number], 'createdAt'> & { createdAt: string };

/** What the detail shows beside the charge's own row, read in the statement that reads the row. */
interface DetailExtras {
  attempts: ChargeDetail['chargesTries'];
  customerId: string | null;
  sellerDocument: string;
  refunds: ChargeDetail['refunds'];
  dispute: ChargeDetail['dispute'];
  invoicesActive: boolean;
}

/**
 * A subquery as a select field, kept whole: in a select from one table drizzle writes the columns of
 * a field's SQL unqualified ("id"), which inside a correlated subquery would name the subquery's own
 * table; nested one level down, every column keeps its table ("charge_refunds"."id").
 */
const field = <T>(part: SQL<T>): SQL<T> => sql<T>`${part}`;

/** Names a prepared statement per build: a connection refuses one name for two texts. */
let statementNumber = 0;

/**
 * The detail's whole read, one statement built once per database handle (and per wiring of the
 * readers): the charge's row with its attempts, client, seller document, refunds, dispute and invoice
 * switch as subqueries. Six round trips, each with its own query building, were most of the detail's
 * cost (docs/decisions.md, "Read paths against their SQL").
 */
const detailStatements = new WeakMap<ChargeDetailReaders, (db: Db) => ReturnType<typeof buildDetailStatement>>();
function buildDetailStatement(db: Db, readers: ChargeDetailReaders) {
  const keys = { chargeId: charges.id, sellerId: charges.sellerId };
  return db
    .select({
      charge: getTableColumns(charges),
      attempts: field(attemptsSql(charges.id, charges.sellerId)),
      customerId: field(clientIdSql(charges.sellerId, charges.customerDocument)),
      sellerDocument: field(sellerDocumentSql(charges.sellerId)),
      refunds: field(readers.refunds.sql(keys)),
      dispute: field(readers.dispute.sql(keys)),
      invoicesActive: field(readers.invoicesActive.sql(keys)),
    })
    .from(charges)
    .where(and(eq(charges.sellerId, sql.placeholder('sellerId')), eq(charges.id, sql.placeholder('id'))))
    .prepare(`charge_detail_${(statementNumber += 1)}`);
}

/** The charge and its detail's parts, or undefined when the seller has no such charge. */
export async function readChargeDetail(
  ctx: AppContext,
  readers: ChargeDetailReaders,
  sellerId: string,
  id: string,
): Promise<ChargeDetail | undefined> {
  let statement = detailStatements.get(readers);
  if (!statement) {
    statement = builtOnce((db) => buildDetailStatement(db, readers));
    detailStatements.set(readers, statement);
  }
  const [row] = await statement(ctx.db).execute({ sellerId, id });
  if (!row) return undefined;
  return detailOfRecord(ctx, row.charge, {
    attempts: (row.attempts as AttemptJson[]).map((attempt) => ({
      ...attempt,
      createdAt: new Date(attempt.createdAt).toISOString(),
    })),
    customerId: row.customerId,
    sellerDocument: row.sellerDocument,
    refunds: readers.refunds.read(row.refunds),
    dispute: readers.dispute.read(row.dispute),
    invoicesActive: readers.invoicesActive.read(row.invoicesActive),
  });
}

/**
 * What a new charge's detail shows beside its own row (its client, the seller's document, the invoice
 * switch), and what its boleto or Pix names of the seller: one statement, read before the charge is
 * stored, built once per handle. Before the charge exists a part keyed by its id finds nothing, as a
 * new charge has nothing.
 */
const freshStatements = new WeakMap<ChargeDetailReaders, (db: Db) => ReturnType<typeof buildFreshStatement>>();
function buildFreshStatement(db: Db, readers: ChargeDetailReaders) {
  const sellerId = sql.placeholder('sellerId');
  return db
    .select({
      name: sellers.name,
      tradeName: sellers.tradeName,
      document: sellers.document,
      customerId: field(clientIdSql(sellerId, sql.placeholder('customerDocument'))),
      invoicesActive: field(readers.invoicesActive.sql({ chargeId: sql`null::uuid`, sellerId })),
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .prepare(`charge_detail_fresh_${(statementNumber += 1)}`);
}

/** The seller and client around a charge about to be created (see buildFreshStatement). */
export interface FreshChargeContext {
  /** What the charge's boleto or Pix names of its seller. */
  seller: IssuingSeller;
  customerId: string | null;
  invoicesActive: boolean;
}

export async function readFreshChargeContext(
  ctx: AppContext,
  readers: ChargeDetailReaders,
  sellerId: string,
  customerDocument: string,
): Promise<FreshChargeContext> {
  let statement = freshStatements.get(readers);
  if (!statement) {
    statement = builtOnce((db) => buildFreshStatement(db, readers));
    freshStatements.set(readers, statement);
  }
  const row = theRow(await statement(ctx.db).execute({ sellerId, customerDocument }), 'the seller');
  return {
    seller: { name: row.name, tradeName: row.tradeName, document: row.document },
    customerId: row.customerId,
    invoicesActive: readers.invoicesActive.read(row.invoicesActive),
  };
}

/**
 * The detail of a charge this very request stored, nothing having acted on it since: no attempt,
 * refund or dispute can exist yet, so those are not looked up. `context` was read for its customer's
 * document before it was stored.
 */
export function toFreshChargeDetail(
  ctx: AppContext,
  charge: ChargeRecord,
  context: FreshChargeContext,
): Promise<ChargeDetail> {
  return detailOfRecord(ctx, charge, {
    attempts: [],
    customerId: context.customerId,
    sellerDocument: context.seller.document,
    refunds: [],
    dispute: null,
    invoicesActive: context.invoicesActive,
  });
}

async function detailOfRecord(ctx: AppContext, charge: ChargeRecord, extras: DetailExtras): Promise<ChargeDetail> {
  const qrImage = charge.pixCopyPaste ? await pixQrImage(ctx, charge) : null;
  return {
    ...toChargeRow(charge),
    customerId: extras.customerId,
    phone: charge.customerPhone,
    countryCode: charge.customerCountryCode,
    description: charge.description,
    paidAt: charge.paidAt?.toISOString() ?? null,
    interestAmount: interestAmount(charge, businessDate(ctx.clock.now())),
    activeInvoiceConfig: extras.invoicesActive,
    cnpjSeller: extras.sellerDocument,
    chargebackDeadline: charge.chargebackDeadline,
    errorTimestamp: charge.errorAt?.toISOString() ?? null,
    errorTransactionalResponse:
      charge.errorCode && charge.errorMessage ? { code: charge.errorCode, message: charge.errorMessage } : null,
    cardResponse: charge.cardLast4
      ? { last4digits: charge.cardLast4, brand: charge.cardBrand ?? '', cardHolderName: charge.cardHolder ?? '' }
      : null,
    chargesTries: extras.attempts,
    refunds: extras.refunds,
    refundableAmount: refundableAmount({ value: charge.value, refundedAmount: charge.refunded }),
    dispute: extras.dispute,
    boleto:
      charge.boletoLine && charge.boletoBarcode
        ? {
            digitableLine: charge.boletoLine,
            barcode: charge.boletoBarcode,
            pdfPath: `/api/charges/${charge.id}/boleto.pdf`,
          }
        : null,
    pix: charge.pixCopyPaste && qrImage ? { copyPaste: charge.pixCopyPaste, qrCodeImage: qrImage } : null,
    threeDSecureUrl: charge.challengeId
      ? `${ctx.config.publicUrl}/3ds?challenge=${encodeURIComponent(charge.challengeId)}`
      : null,
    paymentLinkId: charge.paymentLinkId,
    pageUrl: chargePageUrl(ctx, charge),
    createdAt: charge.createdAt.toISOString(),
  };
}

/** The buyer's page of a charge (the web's public `/cobranca/{token}`). */
export function chargePageUrl(ctx: AppContext, charge: Pick<ChargeRecord, 'pageToken'>): string {
  return `${ctx.config.publicUrl}/cobranca/${charge.pageToken}`;
}
