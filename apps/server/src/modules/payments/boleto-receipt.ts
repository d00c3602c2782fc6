import { eq } from 'drizzle-orm';
import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { formatBRL, formatDate, formatDocument, PIX_COST_CENTER_LABELS } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { renderSimplePdf } from '../../lib/pdf.js';
import { activePayerAccount } from '../banking/index.js';
import { sellers } from '../sellers/index.js';
import type { BoletoPaymentRow } from './boleto-execute.js';
import { PAYER_ISPB } from './end-to-end.js';
import { receiptDateTime } from './receipt.js';

/**
 * The 'comprovante de pagamento' of a completed boleto (D5; docs/payments.md, "Boletos"): the line,
 * the payee as the directory named it, the due date, the amount paid, the payer's account and the
 * bank's authentication code. Only a completed payment has one (PAY-013 before).
 */
export async function boletoReceiptPdf(db: DbOrTx, row: BoletoPaymentRow): Promise<Buffer> {
  if (row.status !== 'completed' || !row.completedAt || !row.authenticationCode) throw new AppError('PAY-013');
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, row.sellerId));
  const payer = await activePayerAccount(db, row.sellerId);
  const paidAt = receiptDateTime.format(row.completedAt);
  return renderSimplePdf({
    title: 'Comprovante de pagamento',
    subtitle: `${row.kind === 'utility' ? 'Conta de consumo ou tributo' : 'Boleto'} · ${formatBRL(row.amount)} · ${paidAt}`,
    author: 'Cofre',
    sections: [
      {
        heading: 'Pagamento',
        rows: [
          ['Linha digitável', formatBoleto(row.line)],
          ['Valor do documento', formatBRL(row.nominalAmount)],
          ['Valor pago', formatBRL(row.amount)],
          ...(row.dueDate ? ([['Vencimento', formatDate(row.dueDate)]] as Array<[string, string]>) : []),
          ['Data do pagamento', paidAt],
          ['Centro de custo', PIX_COST_CENTER_LABELS[row.costCenter]],
          ...(row.description ? ([['Descrição', row.description]] as Array<[string, string]>) : []),
          ['Autenticação', row.authenticationCode],
        ],
      },
      {
        heading: 'Quem pagou',
        rows: [
          ['Nome', seller?.tradeName || seller?.name || ''],
          ['CNPJ', payer ? formatDocument(payer.companyDocument) : ''],
          ['Instituição', `Cofre (ISPB ${PAYER_ISPB})`],
          ['Agência e conta', payer ? `${payer.agency} / ${payer.number}` : ''],
        ],
      },
      {
        heading: 'Beneficiário',
        rows: [
          ['Nome', row.payeeName],
          ['Documento', row.payeeDocument],
          ['Banco emissor', row.bankName],
        ],
      },
    ],
    footer: `Pagamento ${row.id}`,
  });
}
