import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
import { transition } from '../lifecycle/index.js';
import { sendOpening, type AccountRow } from './opening.js';
import { bankingAccounts } from './tables.js';

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
      set: {
        openingReference: randomUUID(),
        submission: complete.data,
        kycResult: null,
        submittedAt: now,
        updatedAt: now,
      },
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
