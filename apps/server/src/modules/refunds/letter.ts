import { eq } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS, formatBRL, formatDate, formatDocument } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { renderSimplePdf } from '../../lib/pdf.js';
import type { ChargeRecord } from '../charges/index.js';
import { sellers } from '../sellers/index.js';
import { listRefunds } from './queries.js';
import { theRow } from '../../lib/rows.js';

/**
 * The 'carta de cancelamento/estorno' (D11: generated here rather than by an automation webhook):
 * what the buyer shows their card issuer or bank to prove the money was given back.
 */
export async function cancellationLetterPdf(ctx: AppContext, charge: ChargeRecord): Promise<Buffer> {
  const refunds = (await listRefunds(ctx.db, charge.id)).filter((refund) => refund.status === 'SUCCEEDED');
  if (refunds.length === 0) throw new AppError('CHG-011');
  const seller = theRow(
    await ctx.db.select().from(sellers).where(eq(sellers.id, charge.sellerId)),
    'the seller of the charge',
  );
  const total = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const full = total === charge.value;
  const sellerName = seller.tradeName ?? seller.name;
  const today = formatDate(businessDate(ctx.clock.now()));
  return renderSimplePdf({
    title: full ? 'Carta de cancelamento' : 'Carta de estorno parcial',
    subtitle: `Emitida em ${today}`,
    author: sellerName,
    intro: [
      `${seller.name}, inscrita no CPF/CNPJ ${formatDocument(seller.document)}, declara para os devidos fins que ` +
        `${full ? 'cancelou' : 'estornou parcialmente'} a cobrança abaixo, paga por ${charge.customerName}, ` +
        `devolvendo ${formatBRL(total)} ao meio de pagamento utilizado.`,
      charge.paymentMethod === 'CREDIT_CARD'
        ? 'O crédito aparece na fatura do cartão em até duas faturas, conforme o banco emissor.'
        : 'A devolução Pix é creditada na conta de origem do pagamento.',
    ],
    sections: [
      {
        heading: 'Estabelecimento',
        rows: [
          ['Razão social', seller.name],
          ['CPF/CNPJ', formatDocument(seller.document)],
        ],
      },
      {
        heading: 'Comprador',
        rows: [
          ['Nome', charge.customerName],
          ['CPF/CNPJ', formatDocument(charge.customerDocument)],
        ],
      },
      {
        heading: 'Cobrança',
        rows: [
          ['Identificador', charge.id],
          ['Descrição', charge.title],
          ['Forma de pagamento', PAYMENT_METHOD_LABELS[charge.paymentMethod]],
          ...(charge.cardLast4
            ? ([['Cartão', `${charge.cardBrand ?? ''} final ${charge.cardLast4}`.trim()]] as Array<[string, string]>)
            : []),
          ['Valor pago', formatBRL(charge.value)],
          ['Data do pagamento', charge.paidDate ? formatDate(charge.paidDate) : '-'],
        ],
      },
      {
        heading: 'Estornos',
        rows: [
          ...refunds.map(
            (refund) =>
              [
                `${formatDate(businessDate(refund.createdAt))}`,
                `${formatBRL(refund.amount)} · autorização ${refund.acquirerReference ?? '-'}`,
              ] as [string, string],
          ),
          ['Total estornado', formatBRL(total)],
        ],
      },
    ],
    footer: `${sellerName} · documento gerado pelo Cofre em ${today}.`,
  });
}
