import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  canonicalPixKey,
  LIFECYCLES,
  PIX_KEY_CODE_MAX_ATTEMPTS,
  PIX_KEY_CODE_TTL_MS,
  PIX_KEY_COUNTED_STATUSES,
  PIX_KEY_MAX,
  SANDBOX_SMS_LIST_MAX,
  type AccountPixKey,
  type AccountPixKeyCreate,
  type AccountPixKeyList,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { AcquirerUnavailableError } from '../../providers/acquirer/port.js';
import { transition } from '../lifecycle/index.js';
import {
  refusalError,
  sendDeletion,
  sendRegistration,
  settleDeletion,
  settleRegistration,
  type KeyRow,
} from './pix-key-directory.js';
import { bankingAccounts, pixKeys } from './tables.js';

/** The statuses the seller's list shows: a refused key is told when refused, a cancelled one was never a key. */
const LISTED = ['AWAITING_CODE', 'REGISTERING', 'ACTIVE', 'DELETING'] as const;

const hashCode = (keyId: string, code: string) => createHash('sha256').update(`${keyId}:${code}`).digest();

export function toKeyView(row: KeyRow): AccountPixKey {
  return {
    id: row.id,
    type: row.type,
    key: row.key,
    status: row.status,
    failureReason: null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function activeAccount(db: DbOrTx, sellerId: string, lock = false) {
  const query = db.select().from(bankingAccounts).where(eq(bankingAccounts.sellerId, sellerId));
  const [account] = lock ? await query.for('update') : await query;
  if (account?.status !== 'ACTIVE') throw new AppError('BNK-005');
  return account;
}

async function findKey(ctx: AppContext, sellerId: string, id: string): Promise<KeyRow> {
  const [row] = await ctx.db
    .select()
    .from(pixKeys)
    .where(and(eq(pixKeys.sellerId, sellerId), eq(pixKeys.id, id)));
  if (!row) throw new AppError('GEN-404');
  return row;
}

/** GET /banking/pix-keys: the account's keys, oldest first ('Sem dados de chaves pix.' when none). */
export async function listPixKeys(ctx: AppContext, sellerId: string): Promise<AccountPixKeyList> {
  const [account] = await ctx.db
    .select({ status: bankingAccounts.status })
    .from(bankingAccounts)
    .where(eq(bankingAccounts.sellerId, sellerId));
  if (account?.status !== 'ACTIVE') return { configured: false, keys: [], max: PIX_KEY_MAX };
  const rows = await ctx.db
    .select()
    .from(pixKeys)
    .where(and(eq(pixKeys.sellerId, sellerId), inArray(pixKeys.status, [...LISTED])))
    .orderBy(asc(pixKeys.createdAt));
  return { configured: true, keys: rows.map(toKeyView), max: PIX_KEY_MAX };
}

/**
 * Registers a REGISTERING key now: ACTIVE when the directory takes it, the refusal's error when it
 * refuses, and still REGISTERING (the job asks again) when the answer does not come.
 */
async function register(ctx: AppContext, row: KeyRow): Promise<{ key: AccountPixKey; settled: boolean }> {
  try {
    const state = await sendRegistration(ctx, row);
    const moved = await settleRegistration(ctx, row, state, { tell: false });
    if (state.status === 'REFUSED') throw refusalError(state.refusal);
    return { key: toKeyView(moved ?? row), settled: true };
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    ctx.log.warn({ code: 'PIX_KEY_REGISTRATION_UNANSWERED' }, 'key left to the reconcile job');
    return { key: toKeyView(row), settled: false };
  }
}

/**
 * POST /banking/pix-keys: the 20 places are counted under the account's row lock, so two parallel
 * creations cannot make the 21st. A phone key waits for its SMS code; the others are written
 * REGISTERING (the intent) before the directory is called.
 */
export async function createPixKey(ctx: AppContext, sellerId: string, body: AccountPixKeyCreate) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const account = await activeAccount(tx, sellerId, true);
    const [{ used } = { used: 0 }] = await tx
      .select({ used: count() })
      .from(pixKeys)
      .where(and(eq(pixKeys.sellerId, sellerId), inArray(pixKeys.status, [...PIX_KEY_COUNTED_STATUSES])));
    if (used >= PIX_KEY_MAX) throw new AppError('BNK-008');
    const key =
      body.type === 'CNPJ'
        ? account.submission!.company.companyDocument.replace(/\D/g, '')
        : body.type === 'EVP'
          ? null
          : canonicalPixKey(body.type, body.key);
    const [inserted] = await tx
      .insert(pixKeys)
      .values({
        sellerId,
        type: body.type,
        key,
        status: body.type === 'PHONE' ? 'AWAITING_CODE' : 'REGISTERING',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('BNK-009');
    return inserted;
  });
  if (row.type !== 'PHONE') return register(ctx, row);
  await sendCode(ctx, row);
  return { key: toKeyView(row), settled: false };
}

/** Sends a new 6-digit code for a phone key (only its hash is kept) by SMS; no SMS gateway → cancelled. */
async function sendCode(ctx: AppContext, row: KeyRow): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  await ctx.db
    .update(pixKeys)
    .set({
      codeHash: hashCode(row.id, code).toString('hex'),
      codeExpiresAt: new Date(now.getTime() + PIX_KEY_CODE_TTL_MS),
    })
    .where(and(eq(pixKeys.sellerId, row.sellerId), eq(pixKeys.id, row.id)));
  try {
    await ctx.sms.send({
      reference: row.id,
      to: row.key!,
      text: `Cofre: seu código para cadastrar a chave Pix é ${code}. Ele vale por 10 minutos. Não o informe a ninguém.`,
    });
  } catch {
    await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
      where: and(eq(pixKeys.sellerId, row.sellerId), eq(pixKeys.id, row.id)),
      from: 'AWAITING_CODE',
      to: 'CANCELLED',
      at: now,
      set: { codeHash: null, updatedAt: now },
    });
    throw new AppError('BNK-015');
  }
}

/**
 * POST /banking/pix-keys/{id}/confirmation: the SMS code of a phone key. A wrong code counts; the
 * fifth wrong one, or an expired code, cancels the key (BNK-014). The right one registers it.
 */
export async function confirmPixKey(ctx: AppContext, sellerId: string, id: string, code: string) {
  const row = await findKey(ctx, sellerId, id);
  if (row.status !== 'AWAITING_CODE') throw new AppError('GEN-409');
  const now = ctx.clock.now();
  const expired = !row.codeExpiresAt || row.codeExpiresAt <= now || row.codeAttempts >= PIX_KEY_CODE_MAX_ATTEMPTS;
  const right = !expired && timingSafeEqual(Buffer.from(row.codeHash!, 'hex'), hashCode(row.id, code));
  if (!right) {
    const attempts = row.codeAttempts + 1;
    const cancel = expired || attempts >= PIX_KEY_CODE_MAX_ATTEMPTS;
    await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
      where: and(eq(pixKeys.sellerId, sellerId), eq(pixKeys.id, id)),
      from: 'AWAITING_CODE',
      to: cancel ? 'CANCELLED' : 'AWAITING_CODE',
      at: now,
      set: cancel ? { codeHash: null, codeAttempts: attempts, updatedAt: now } : { codeAttempts: attempts },
    });
    throw new AppError(cancel ? 'BNK-014' : 'BNK-013');
  }
  const [registering] = await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
    where: and(eq(pixKeys.sellerId, sellerId), eq(pixKeys.id, id)),
    from: 'AWAITING_CODE',
    to: 'REGISTERING',
    at: now,
    set: { codeHash: null, codeExpiresAt: null, updatedAt: now },
  });
  if (!registering) throw new AppError('GEN-409');
  return register(ctx, registering);
}

/**
 * DELETE /banking/pix-keys/{id}: an ACTIVE key is DELETING (the intent, with its reference) before
 * the directory is asked; a phone key still waiting for its code is simply cancelled.
 */
export async function deletePixKey(ctx: AppContext, sellerId: string, id: string) {
  const row = await findKey(ctx, sellerId, id);
  const now = ctx.clock.now();
  const where = and(eq(pixKeys.sellerId, sellerId), eq(pixKeys.id, id));
  if (row.status === 'AWAITING_CODE') {
    await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
      where,
      from: 'AWAITING_CODE',
      to: 'CANCELLED',
      at: now,
      set: { codeHash: null, updatedAt: now },
    });
    return { settled: true };
  }
  if (row.status !== 'ACTIVE') throw new AppError('GEN-409');
  const [deleting] = await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
    where,
    from: 'ACTIVE',
    to: 'DELETING',
    at: now,
    set: { deletionReference: randomUUID(), updatedAt: now },
  });
  if (!deleting) throw new AppError('GEN-409');
  try {
    const state = await sendDeletion(ctx, deleting);
    await settleDeletion(ctx, deleting, state);
    if (state.status === 'REFUSED') throw refusalError(state.refusal);
    return { settled: true };
  } catch (error) {
    if (!(error instanceof AcquirerUnavailableError)) throw error;
    return { settled: false };
  }
}

/**
 * Sandbox: the SMS sent for the seller's phone keys (a message's reference is its key's id, so only
 * this seller's keys are asked for), newest first: those still waiting for a code (the key dialog),
 * or with `all` every one of them, up to SANDBOX_SMS_LIST_MAX (the page 'SMS enviados').
 */
export async function sandboxSmsOf(ctx: AppContext, sellerId: string, { all = false } = {}) {
  const keys = await ctx.db
    .select({ id: pixKeys.id })
    .from(pixKeys)
    .where(
      and(
        eq(pixKeys.sellerId, sellerId),
        eq(pixKeys.type, 'PHONE'),
        all ? undefined : eq(pixKeys.status, 'AWAITING_CODE'),
      ),
    );
  const ids = keys.map((row) => row.id);
  const messages = (await ctx.sms.sentTo?.(ids, all ? SANDBOX_SMS_LIST_MAX : undefined)) ?? [];
  return messages.map((message) => ({
    keyId: message.reference,
    to: message.to,
    text: message.text,
    sentAt: message.sentAt.toISOString(),
  }));
}
