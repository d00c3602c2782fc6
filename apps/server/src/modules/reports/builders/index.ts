import type { ReportType } from '@cofre/contract';
import type { ReportBuilder } from '../keyset.js';
import { balanceReport } from './balance.js';
import { chargebackReport } from './chargeback.js';
import { financialReport } from './financial.js';
import { invoicesReport } from './invoices.js';
import { paymentLinksReport } from './payment-links.js';
import { salesReport } from './sales.js';
import { statementReport } from './statement.js';
import { transfersReport } from './transfers.js';

/** The CSV builder of each report type; `now` is the instant the file is built (links' expiry). */
export function reportBuilder(type: ReportType, now: Date): ReportBuilder {
  switch (type) {
    case 'SALES':
      return salesReport;
    case 'FINANCIAL':
      return financialReport;
    case 'TRANSFERS':
      return transfersReport;
    case 'INVOICES':
      return invoicesReport;
    case 'PAYMENT_LINKS':
      return paymentLinksReport(now);
    case 'BALANCE':
      return balanceReport;
    case 'CHARGEBACK':
      return chargebackReport;
    case 'STATEMENT':
      return statementReport;
  }
}
