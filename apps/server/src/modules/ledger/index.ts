// The ledger module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export {
  accountId,
  lockAvailableBalance,
  lockAvailableBalances,
  sellerBalances,
  subSellerAccountId,
} from './accounts.js';
export { LEDGER_CHECK_JOB, checkLedger, checkLedgerJob } from './check.js';
export { cardPriceTable, simulateInstallments } from './instalment-simulation.js';
export { postEntry } from './journal.js';
export { bookOutflow, bookOutflowReturn, bookOutflows, type Outflow } from './outflows.js';
export { PIX_OUT_ENTRY_KINDS, pixOutflowBetween } from './pix-usage.js';
export { bookChargePayment, priceFor, releaseDueReceivables } from './payments.js';
export { ANTICIPATION_MONTHLY_RATE_BP, anticipationFee, feeFor, type PriceLine } from './prices.js';
export { markAnticipated } from './receivable-moves.js';
export { chargeReceivables } from './receivables.js';
export { chargeSplitLines, heldFromSubSellers, releaseDueSubSellerReceivables } from './split.js';
export { journalEntries, ledgerAccounts, postings, receivables, subSellerReceivables } from './tables.js';
export { reverseTakeBack, takeBackFromSeller } from './take-back.js';
