import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankingAccounts } from './tables.js';

/** The seller's ACTIVE PJ account as a payer (the Pix payments' debtor), or null. */
export interface PayerAccount {
  companyDocument: string;
  agency: string;
  number: string;
}

export async function activePayerAccount(db: DbOrTx, sellerId: string): Promise<PayerAccount | null> {
  const [row] = await db
    .select()
    .from(bankingAccounts)
    .where(and(eq(bankingAccounts.sellerId, sellerId), eq(bankingAccounts.status, 'ACTIVE')));
  if (!row?.submission || !row.agency || !row.accountNumber) return null;
  return {
    companyDocument: row.submission.company.companyDocument,
    agency: row.agency,
    number: `${row.accountNumber}-${row.accountDigit ?? ''}`,
  };
}
