import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import {
  bankingAccountSubmissionSchema,
  canSubmitBankingAccount,
  LIFECYCLES,
  wizardLocks,
  type BankingAccountView,
  type BankingDraft,
  type BankingDraftStep,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { withAcquirerTimeout } from '../../providers/acquirer/timeout.js';
import { transition } from '../lifecycle/index.js';
import { bankingAccounts } from './tables.js';

export const POLL_ACCOUNTS_JOB = 'banking.poll-accounts';

type AccountRow = typeof bankingAccounts.$inferSelect;
const EMPTY_DRAFT: BankingDraft = { company: null, additional: null, partners: null };

export function toAccountView(row: AccountRow | undefined): BankingAccountView {
  const status = row?.status ?? 'INACTIVE';
  return {
    status,
    kycAnalysisResult: status === 'FAILED' ? (row?.kycResult ?? null) : null,
    draft: row?.draft ?? EMPTY_DRAFT,
    locks: wizardLocks(status),
    account:
      status === 'ACTIVE' && row?.agency && row.accountNumber && row.accountDigit && row.bankCode
        ? { bankCode: row.bankCode, agency: row.agency, number: row.accountNumber, digit: row.accountDigit }
        : null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
  };
}

async function findAccount(db: DbOrTx, sellerId: string, lock = false): Promise<AccountRow | undefined> {
  const query = db.select().from(bankingAccounts).where(eq(bankingAccounts.sellerId, sellerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET /banking/account: the seller's account; one never started reads INACTIVE with an empty wizard. */
export async function getBankingAccount(ctx: AppContext, sellerId: string): Promise<BankingAccountView> {
  return toAccountView(await findAccount(ctx.db, sellerId));
}

/**
 * PUT /banking/account/draft: keeps one step of the wizard (checked by its schema) so a seller who
 * stops can go on later. Step 1 is locked while PENDING or ACTIVE, steps 2 and 3 when ACTIVE
 * (spec 3 §4): a locked step is refused (BNK-002), whatever the browser shows.
 */
export async function saveBankingDraft(ctx: AppContext, sellerId: string, body: BankingDraftStep) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findAccount(tx, sellerId, true);
    const locks = wizardLocks(row?.status ?? 'INACTIVE');
    if (body.step === 1 ? locks.company : locks.additionalAndPartners) throw new AppError('BNK-002');
    const draft: BankingDraft = { ...(row?.draft ?? EMPTY_DRAFT) };
    if (body.step === 1) draft.company = body.company;
    if (body.step === 2) draft.additional = body.additional;
    if (body.step === 3) draft.partners = body.partners;
    const [saved] = await tx
      .insert(bankingAccounts)
      .values({ sellerId, status: 'INACTIVE', draft, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: bankingAccounts.sellerId, set: { draft, updatedAt: now } })
      .returning();
    return toAccountView(saved);
  });
}

/**
 * POST /banking/account/submission: the three saved steps go to the bank for analysis. The intent
 * is written first (PENDING with a new reference, in its own transaction), then the bank is called
 * outside it: an answer lost or a crash leaves the account PENDING, and the poll job asks the bank
 * by the reference (sending the same request again when it never arrived).
 */
export async function submitBankingAccount(ctx: AppContext, sellerId: string): Promise<BankingAccountView> {
  const now = ctx.clock.now();
  const submitted = await ctx.db.transaction(async (tx) => {
    const row = await findAccount(tx, sellerId, true);
    if (row && !canSubmitBankingAccount(row.status)) throw new AppError('BNK-001');
    const complete = bankingAccountSubmissionSchema.safeParse({
      company: row?.draft.company,
      additional: row?.draft.additional,
      partners: row?.draft.partners,
    });
    if (!row || !complete.success) throw new AppError('BNK-003');
    const [moved] = await transition(tx, bankingAccounts, LIFECYCLES.bankingAccount, {
      where: eq(bankingAccounts.sellerId, sellerId),
      from: row.status,
      to: 'PENDING',
      at: now,
      set: { openingReference: randomUUID(), kycResult: null, submittedAt: now, updatedAt: now },
    });
    return moved!;
  });
  await sendOpening(ctx, submitted).catch((error: unknown) => {
    // The outcome is unknown: the account stays PENDING and the poll job finds out.
    ctx.log.warn(
      { code: 'BANKING_OPENING_UNANSWERED', err: { name: (error as Error).name } },
      'opening left to the poll',
    );
  });
  return toAccountView(submitted);
}

function sendOpening(ctx: AppContext, row: AccountRow) {
  return withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
    ctx.banking.openAccount({
      reference: row.openingReference!,
      companyDocument: row.draft.company!.companyDocument,
      submission: row.draft,
    }),
  );
}

/**
 * Job: asks the bank about every PENDING account sent more than a minute ago (a batch a run): an
 * approved one becomes ACTIVE with its agency and number, a refused one FAILED with the part and the
 * reason; one the bank never received is sent again under the same reference.
 */
export async function pollBankingAccounts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const pending = await ctx.db
    .select()
    .from(bankingAccounts)
    .where(
      and(eq(bankingAccounts.status, 'PENDING'), lt(bankingAccounts.submittedAt, new Date(now.getTime() - 60_000))),
    )
    .limit(100);
  let decided = 0;
  for (const row of pending) {
    try {
      const answer = await withAcquirerTimeout(ctx.config.acquirerTimeoutMs, () =>
        ctx.banking.accountStatus(row.openingReference!),
      );
      if (!answer.found) {
        await sendOpening(ctx, row);
        continue;
      }
      const state = answer.result;
      if (state.status === 'IN_ANALYSIS') continue;
      const at = ctx.clock.now();
      const set =
        state.status === 'APPROVED'
          ? {
              bankCode: state.bankCode,
              agency: state.agency,
              accountNumber: state.number,
              accountDigit: state.digit,
              decidedAt: at,
              updatedAt: at,
            }
          : { kycResult: { part: state.part, reason: state.reason }, decidedAt: at, updatedAt: at };
      const moved = await transition(ctx.db, bankingAccounts, LIFECYCLES.bankingAccount, {
        where: and(
          eq(bankingAccounts.sellerId, row.sellerId),
          eq(bankingAccounts.openingReference, row.openingReference!),
        ),
        from: 'PENDING',
        to: state.status === 'APPROVED' ? 'ACTIVE' : 'FAILED',
        at,
        set,
      });
      decided += moved.length;
    } catch (error) {
      ctx.log.warn(
        { code: 'BANKING_POLL_FAILED', err: { name: (error as Error).name } },
        'account left for the next poll',
      );
    }
  }
  return decided;
}
