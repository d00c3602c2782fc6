import { instrumentReference } from './instrument.js';
import { eq } from 'drizzle-orm';
import { formatAddress, formatBRL } from '@cofre/contract';
import { businessDate } from '../../lib/business-date.js';
import { findClientByDocument } from '../seller-clients/index.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { sellers } from '../sellers/index.js';
import type { ChargeRecord } from './queries.js';
import { theRow } from '../../lib/rows.js';

const percent = (bp: number) => (bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The boleto's PDF, drawn by the acquirer with the seller's late-payment instructions. */
export async function boletoPdf(ctx: AppContext, charge: ChargeRecord): Promise<Buffer> {
  if (!charge.boletoLine || !charge.boletoBarcode || !charge.boletoOurNumber) throw new AppError('CHG-003');
  const seller = theRow(
    await ctx.db.select().from(sellers).where(eq(sellers.id, charge.sellerId)),
    'the seller of the charge',
  );
  // The buyer's address is the one of the seller's client with that document, when there is one.
  const client = await findClientByDocument(ctx.db, charge.sellerId, 'BR', charge.customerDocument);
  const late = [
    charge.fineBp > 0 ? `multa de ${percent(charge.fineBp)}%` : null,
    charge.interestMonthlyBp > 0 ? `juros de ${percent(charge.interestMonthlyBp)}% ao mês` : null,
  ].filter(Boolean);
  const instructions = [
    late.length > 0 ? `Após o vencimento, ${late.join(' e ')}.` : 'Não cobrar multa nem juros após o vencimento.',
    `Valor do documento: ${formatBRL(charge.value)}.`,
  ];
  return ctx.acquirer.boletoPdf({
    reference: instrumentReference(charge),
    amount: charge.value,
    dueDate: charge.expirationDate,
    payerName: charge.customerName,
    payerDocument: charge.customerDocument,
    beneficiaryName: seller.tradeName ?? seller.name,
    beneficiaryDocument: seller.document,
    digitableLine: charge.boletoLine,
    barcode: charge.boletoBarcode,
    ourNumber: charge.boletoOurNumber,
    title: charge.title,
    instructions,
    beneficiaryAddress: seller.address ? formatAddress(seller.address) : null,
    payerAddress: client?.address ? formatAddress(client.address) : null,
    documentDate: businessDate(charge.createdAt),
    processingDate: businessDate(ctx.clock.now()),
  });
}
