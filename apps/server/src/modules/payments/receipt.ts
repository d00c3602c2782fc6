import { eq } from 'drizzle-orm';
import { formatBRL, formatDocument, PIX_KEY_TYPE_LABELS, formatPixKey } from '@cofre/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { renderSimplePdf } from '../../lib/pdf.js';
import { activePayerAccount } from '../banking/index.js';
import { sellers } from '../sellers/index.js';
import type { PixPaymentRow } from './execute.js';
import { PAYER_ISPB } from './end-to-end.js';

/** When a payment completed, as receipts print it (São Paulo). */
export const receiptDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The comprovante of a completed Pix (docs/payments.md, "Receipt"): when, how much, the end-to-end
 * id, the payer (the seller's company and account) and the recipient as the directory named it (its
 * document masked). Only a completed payment has one (PAY-013 before).
 */
export async function pixReceiptPdf(db: DbOrTx, row: PixPaymentRow): Promise<Buffer> {
  if (row.status !== 'completed' || !row.endToEndId || !row.completedAt) throw new AppError('PAY-013');
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, row.sellerId));
  const payer = await activePayerAccount(db, row.sellerId);
  return renderSimplePdf({
    title: 'Comprovante de Pix',
    subtitle: `${formatBRL(row.amount)} · ${receiptDateTime.format(row.completedAt)}`,
    author: 'Cofre',
    sections: [
      {
        heading: 'Transferência',
        rows: [
          ['Valor', formatBRL(row.amount)],
          ['Data e hora', receiptDateTime.format(row.completedAt)],
          ['ID da transação (end-to-end)', row.endToEndId],
          ['Centro de custo', row.costCenter],
          ...(row.description ? ([['Descrição', row.description]] as Array<[string, string]>) : []),
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
        heading: 'Quem recebeu',
        rows: [
          ['Nome', row.recipientName],
          ['Documento', row.recipientDocument],
          ['Instituição', `${row.recipientBank} (ISPB ${row.recipientIspb})`],
          [`Chave Pix (${PIX_KEY_TYPE_LABELS[row.keyType]})`, formatPixKey(row.keyType, row.key)],
        ],
      },
    ],
    footer: `Pagamento ${row.id}`,
  });
}
