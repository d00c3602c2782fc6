import { and, asc, eq, gt } from 'drizzle-orm';
import {
  FRAUD_ANTICIPATION_FEE_BP,
  basisPoints,
  formatBRL,
  formatDate,
  type AnticipationQuote,
  type AnticipationSimulation,
  type Role,
  cents,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, daysBetween } from '../../lib/business-date.js';
import { theRow } from '../../lib/rows.js';
import { accountId, anticipationFee, markAnticipated, postEntry, receivables } from '../ledger/index.js';
import { balanceOf, financeSettings, type FinanceSettings } from './queries.js';
import { anticipationItems, anticipations } from './tables.js';

/** At most this many receivables in one anticipation (nearest first); larger amounts are capped. */
export const ANTICIPATION_MAX_RECEIVABLES = 5_000;

export interface Actor {
  sellerId: string;
  userId: string;
  email: string;
  roles: readonly Role[];
}

interface Candidate {
  id: string;
  amount: number;
  settlementDate: string;
}

export interface Selection {
  items: Candidate[];
  gross: number;
  fee: number;
}

/** The pending receivables that can be anticipated today, nearest settlement first (locked when `lock`). */
async function candidates(db: DbOrTx, sellerId: string, today: string, lock: boolean): Promise<Candidate[]> {
  const query = db
    .select({
      id: receivables.id,
      net: receivables.net,
      reversed: receivables.reversed,
      settlementDate: receivables.settlementDate,
    })
    .from(receivables)
    .where(
      and(eq(receivables.sellerId, sellerId), eq(receivables.status, 'PENDING'), gt(receivables.settlementDate, today)),
    )
    .orderBy(asc(receivables.settlementDate), asc(receivables.id))
    .limit(ANTICIPATION_MAX_RECEIVABLES);
  const rows = lock ? await query.for('update') : await query;
  return rows
    .map((row) => ({ id: row.id, amount: row.net - row.reversed, settlementDate: row.settlementDate }))
    .filter((row) => row.amount > 0);
}

/**
 * The shortest run of receivables, nearest first, that reaches the target: `by: 'net'` until what the
 * seller receives (gross − fee) reaches it (on-demand anticipation), `by: 'gross'` until their face
 * value does (a withdrawal's shortfall). Everything available when the target is beyond it.
 */
function select(list: Candidate[], today: string, rateBp: number, target: number, by: 'net' | 'gross'): Selection {
  const items: Candidate[] = [];
  let gross = 0;
  let centDays = 0;
  let fee = 0;
  for (const item of list) {
    items.push(item);
    gross += item.amount;
    centDays += item.amount * daysBetween(today, item.settlementDate);
    fee = anticipationFee(centDays, rateBp);
    if ((by === 'net' ? gross - fee : gross) >= target) break;
  }
  return { items, gross, fee };
}

function simulation(selection: Selection, today: string): AnticipationSimulation {
  return {
    netAmount: selection.gross - selection.fee,
    grossAmount: selection.gross,
    anticipationDate: today,
    effectiveRate: selection.gross > 0 ? Math.round((selection.fee * 10_000) / selection.gross) : 0,
  };
}

function requireOnDemand(settings: FinanceSettings) {
  if (!settings.onDemandEnabled) throw new AppError('FIN-005');
}

/** GET /seller/antecipation/rate?amount: the simulation; an amount above the net available uses the maximum. */
export async function simulateAnticipation(ctx: AppContext, sellerId: string, amount: number) {
  const today = businessDate(ctx.clock.now());
  const settings = await financeSettings(ctx.db, sellerId);
  requireOnDemand(settings);
  const selection = select(await candidates(ctx.db, sellerId, today, false), today, settings.rateBp, amount, 'net');
  if (selection.gross === 0) throw new AppError('FIN-006');
  return simulation(selection, today);
}

/**
 * Books an anticipation in the caller's transaction, with the receivables already locked: each
 * leaves 'to be released' at its own settlement date (CREDIT_ANTICIPATED, shown on the Antecipações
 * tab), the net reaches the available balance today (CREDIT_ANTICIPATED), the fee goes to the
 * provider. The receivables become ANTICIPATED (the release job only takes PENDING ones) and each is
 * listed once in `anticipation_items` (unique), so none can ever be paid twice.
 */
export async function bookAnticipation(
  tx: Tx,
  input: { actor: Actor; selection: Selection; fraudFee: number; rateBp: number; now: Date; key?: string },
) {
  const { actor, selection, fraudFee, now } = input;
  const today = businessDate(now);
  const sellerId = actor.sellerId;
  const net = cents(selection.gross - selection.fee - fraudFee);
  const receivable = await accountId(tx, sellerId, 'SELLER_RECEIVABLE');
  const available = await accountId(tx, sellerId, 'SELLER_AVAILABLE');
  const revenue = await accountId(tx, null, 'PLATFORM_ANTICIPATION_REVENUE');
  const entryId = await postEntry(tx, {
    sellerId,
    kind: 'ANTICIPATION',
    occurredAt: now,
    postings: [
      ...selection.items.map((item) => ({
        accountId: receivable,
        amount: -item.amount,
        effectiveDate: item.settlementDate,
        sellerId,
        statementType: 'CREDIT_ANTICIPATED' as const,
        operation: `Recebível antecipado em ${formatDate(today)}`,
        receivableId: item.id,
      })),
      {
        accountId: available,
        amount: net,
        effectiveDate: today,
        sellerId,
        statementType: 'CREDIT_ANTICIPATED' as const,
        operation: 'Antecipação de recebíveis',
      },
      { accountId: revenue, amount: selection.fee + fraudFee, effectiveDate: today },
    ],
  });
  const row = theRow(
    await tx
      .insert(anticipations)
      .values({
        sellerId,
        gross: cents(selection.gross),
        fee: cents(selection.fee),
        fraudFee: cents(fraudFee),
        net,
        rateBp: input.rateBp,
        entryId,
        userId: actor.userId,
        idempotencyKey: input.key ?? null,
        createdAt: now,
      })
      .returning(),
    'the new anticipation',
  );
  await tx.insert(anticipationItems).values(
    selection.items.map((item) => ({
      anticipationId: row.id,
      receivableId: item.id,
      sellerId,
      amount: cents(item.amount),
    })),
  );
  await markAnticipated(
    tx,
    sellerId,
    selection.items.map((item) => item.id),
    now,
  );
  return row;
}

/** POST /redeems/anticipation {amount}: confirms what the simulation showed, and e-mails the confirmation. */
export async function confirmAnticipation(ctx: AppContext, actor: Actor, amount: number, key?: string) {
  const now = ctx.clock.now();
  const today = businessDate(now);
  const settings = await financeSettings(ctx.db, actor.sellerId);
  requireOnDemand(settings);
  const { row, created } = await ctx.db.transaction(async (tx) => {
    if (key) {
      const [earlier] = await tx
        .select()
        .from(anticipations)
        .where(and(eq(anticipations.sellerId, actor.sellerId), eq(anticipations.idempotencyKey, key)));
      if (earlier) return { row: earlier, created: false };
    }
    const selection = select(await candidates(tx, actor.sellerId, today, true), today, settings.rateBp, amount, 'net');
    if (selection.gross === 0) throw new AppError('FIN-006');
    const booked = await bookAnticipation(tx, { actor, selection, fraudFee: 0, rateBp: settings.rateBp, now, key });
    return { row: booked, created: true };
  });
  if (created) {
    await ctx.mail.queue({ to: actor.email, ...anticipationMail(row.gross, row.fee, row.net, today) });
    await ctx.audit.record({
      action: 'finance.anticipated',
      sellerId: actor.sellerId,
      userId: actor.userId,
      details: { anticipationId: row.id, gross: row.gross, net: row.net },
    });
  }
  const result = simulation({ items: [], gross: row.gross, fee: row.fee + row.fraudFee }, businessDate(row.createdAt));
  return { uuid: row.id, ...result };
}

function anticipationMail(gross: number, fee: number, net: number, today: string) {
  const lines = [
    'Olá!',
    '',
    `Sua antecipação de recebíveis de ${formatDate(today)} foi confirmada.`,
    `Valor antecipado: ${formatBRL(gross)}`,
    `Taxa de antecipação: ${formatBRL(fee)}`,
    `Valor creditado no seu saldo disponível: ${formatBRL(net)}`,
  ];
  return {
    subject: 'Antecipação de recebíveis confirmada',
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${line}</p>` : '')).join(''),
  };
}

/** Whether the user may include the balance to be released in a withdrawal (spec 3 §6). */
export function mayIncludeToBeReleased(actor: Pick<Actor, 'roles'>, settings: FinanceSettings): boolean {
  return actor.roles.includes('SELLER_ANTICIPATION') && settings.bankingType !== 'BARTE_BANKING';
}

/**
 * The receivables a withdrawal of `requested` must anticipate (its shortfall over `available`), the
 * anticipation fee and, for a seller flagged as fraud, 10 % of the requested total (spec 3 §6, §9).
 */
export function withdrawalAnticipation(
  list: Candidate[],
  input: { requested: number; available: number; today: string; settings: FinanceSettings },
) {
  const shortfall = input.requested - Math.max(0, input.available);
  if (shortfall <= 0) return null;
  const selection = select(list, input.today, input.settings.rateBp, shortfall, 'gross');
  const fraudFee = input.settings.isFraud ? basisPoints(input.requested, FRAUD_ANTICIPATION_FEE_BP) : 0;
  return { selection, fraudFee, enough: selection.gross >= shortfall };
}

export { candidates as anticipationCandidates };

/** GET /redeems/anticipation/amount: the quote of a withdrawal, with or without the balance to be released. */
export async function anticipationQuote(
  ctx: AppContext,
  actor: Actor,
  requested: number,
  useAnticipationAmount: boolean,
): Promise<AnticipationQuote> {
  const today = businessDate(ctx.clock.now());
  if (!useAnticipationAmount) return { totalRedeem: requested, anticipationTax: 0, amountToReceive: requested };
  const settings = await financeSettings(ctx.db, actor.sellerId);
  if (!mayIncludeToBeReleased(actor, settings)) throw new AppError('FIN-007');
  const balance = await balanceOf(ctx.db, actor.sellerId, today);
  const plan = withdrawalAnticipation(await candidates(ctx.db, actor.sellerId, today, false), {
    requested,
    available: balance.amount,
    today,
    settings,
  });
  if (plan && !plan.enough) throw new AppError('FIN-002');
  const tax = plan ? plan.selection.fee + plan.fraudFee : 0;
  return { totalRedeem: requested, anticipationTax: tax, amountToReceive: requested - tax };
}
