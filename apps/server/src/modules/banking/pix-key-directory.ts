import { and, eq, inArray, lt } from 'drizzle-orm';
import { LIFECYCLES, PIX_KEY_REFUSAL_ERRORS, type PixKeyRefusal } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import type { KeyDeletionState, KeyRegistrationState } from '../../providers/pix-directory/index.js';
import { transition } from '../lifecycle/index.js';
import { createNotification } from '../notifications/index.js';
import { bankingAccounts, pixKeys } from './tables.js';

export const RECONCILE_PIX_KEYS_JOB = 'banking.reconcile-pix-keys';

export type KeyRow = typeof pixKeys.$inferSelect;

/** The refusal's error, with the catalogue's pt-BR text. */
export const refusalError = (refusal: PixKeyRefusal) => new AppError(PIX_KEY_REFUSAL_ERRORS[refusal]);

async function accountOf(ctx: AppContext, sellerId: string) {
  const [account] = await ctx.db.select().from(bankingAccounts).where(eq(bankingAccounts.sellerId, sellerId));
  if (account?.status !== 'ACTIVE') throw new AppError('BNK-005');
  return {
    bankCode: account.bankCode!,
    agency: account.agency!,
    number: account.accountNumber!,
    digit: account.accountDigit!,
    holderDocument: account.submission!.company.companyDocument.replace(/\D/g, ''),
  };
}

/** Asks the directory to register a REGISTERING key (its id is the reference: a resend is the same request). */
export async function sendRegistration(ctx: AppContext, key: KeyRow): Promise<KeyRegistrationState> {
  const account = await accountOf(ctx, key.sellerId);
  return withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
    ctx.pixDirectory.registerKey({ reference: key.id, type: key.type, key: key.key, account }),
  );
}

export async function sendDeletion(ctx: AppContext, key: KeyRow): Promise<KeyDeletionState> {
  return withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
    ctx.pixDirectory.deleteKey({ reference: key.deletionReference!, key: key.key! }),
  );
}

/**
 * The directory's answer to a registration, written once (conditioned on REGISTERING). A refusal
 * the seller did not see in the dialog (settled by the job) is told in the bell.
 */
export async function settleRegistration(
  ctx: AppContext,
  key: KeyRow,
  state: KeyRegistrationState,
  { tell }: { tell: boolean },
): Promise<KeyRow | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [moved] = await transition(tx, pixKeys, LIFECYCLES.pixKey, {
      where: and(eq(pixKeys.sellerId, key.sellerId), eq(pixKeys.id, key.id)),
      from: 'REGISTERING',
      to: state.status === 'REGISTERED' ? 'ACTIVE' : 'FAILED',
      at: now,
      set:
        state.status === 'REGISTERED' ? { key: state.key, updatedAt: now } : { refusal: state.refusal, updatedAt: now },
    });
    if (moved && tell && state.status === 'REFUSED') {
      await createNotification(tx, now, {
        sellerId: key.sellerId,
        type: 'NOTIFICATION_BANKING_ACCOUNT',
        variables: { event: 'PIX_KEY_FAILED', keyType: key.type, refusal: state.refusal },
      });
    }
    return moved;
  });
}

/** The directory's answer to a deletion: DELETED, or back to ACTIVE when it refused (a claim under way). */
export async function settleDeletion(ctx: AppContext, key: KeyRow, state: KeyDeletionState) {
  const now = ctx.clock.now();
  const [moved] = await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
    where: and(eq(pixKeys.sellerId, key.sellerId), eq(pixKeys.id, key.id)),
    from: 'DELETING',
    to: state.status === 'DELETED' ? 'DELETED' : 'ACTIVE',
    at: now,
    set: { deletionReference: state.status === 'DELETED' ? key.deletionReference : null, updatedAt: now },
  });
  return moved;
}

/**
 * Job: keys whose directory call went unanswered for over a minute are asked about by their
 * reference (sent again when the directory never received them), and phone keys whose code expired
 * are cancelled, so they stop holding one of the 20 places.
 */
export async function reconcilePixKeys(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - 60_000);
  const rows = await ctx.db
    .select()
    .from(pixKeys)
    .where(and(inArray(pixKeys.status, ['AWAITING_CODE', 'REGISTERING', 'DELETING']), lt(pixKeys.updatedAt, cutoff)))
    .limit(100);
  let settled = 0;
  for (const row of rows) {
    try {
      if (row.status === 'AWAITING_CODE') {
        if (row.codeExpiresAt && row.codeExpiresAt <= now) {
          const moved = await transition(ctx.db, pixKeys, LIFECYCLES.pixKey, {
            where: and(eq(pixKeys.sellerId, row.sellerId), eq(pixKeys.id, row.id)),
            from: 'AWAITING_CODE',
            to: 'CANCELLED',
            at: now,
            set: { codeHash: null, updatedAt: now },
          });
          settled += moved.length;
        }
        continue;
      }
      if (row.status === 'REGISTERING') {
        const answer = await ctx.pixDirectory.registration(row.id);
        const state = answer.found ? answer.result : await sendRegistration(ctx, row);
        if (await settleRegistration(ctx, row, state, { tell: true })) settled++;
        continue;
      }
      const answer = await ctx.pixDirectory.deletion(row.deletionReference!);
      const state = answer.found ? answer.result : await sendDeletion(ctx, row);
      if (await settleDeletion(ctx, row, state)) settled++;
    } catch (error) {
      ctx.log.warn(
        { code: 'PIX_KEY_RECONCILE_FAILED', err: { name: (error as Error).name } },
        'key left for the next run',
      );
    }
  }
  return settled;
}
