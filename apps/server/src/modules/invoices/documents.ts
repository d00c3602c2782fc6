import { eq } from 'drizzle-orm';
import { basisPoints, formatBRL, formatDate, formatDocument } from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-date.js';
import { renderSimplePdf } from '../../lib/pdf.js';
import { charges } from '../charges/index.js';
import { sellers } from '../sellers/index.js';
import { invoiceMail } from './mail.js';
import type { InvoiceRecord } from './queries.js';
import { invoices } from './tables.js';
import { theRow } from '../../lib/rows.js';
import { and, desc } from 'drizzle-orm';

async function partiesOf(ctx: AppContext, invoice: InvoiceRecord) {
  const [charges_, sellers_] = await Promise.all([
    ctx.db
      .select()
      .from(charges)
      .where(and(eq(charges.sellerId, invoice.sellerId), eq(charges.id, invoice.chargeId))),
    ctx.db.select().from(sellers).where(eq(sellers.id, invoice.sellerId)),
  ]);
  return {
    charge: theRow(charges_, 'the charge of the invoice'),
    seller: theRow(sellers_, 'the seller of the invoice'),
  };
}

/** The DANFSe: the human-readable copy of an authorized NFS-e, drawn from what the city authorized. */
export async function invoicePdf(ctx: AppContext, invoice: InvoiceRecord): Promise<Buffer> {
  if (!invoice.number || !invoice.authorizedAt) throw new AppError('NF-003');
  const { charge, seller } = await partiesOf(ctx, invoice);
  const iss = basisPoints(invoice.amount, invoice.issRateBp);
  return renderSimplePdf({
    title: 'Nota Fiscal de Serviços Eletrônica - NFS-e',
    subtitle: `Número ${invoice.number} · Código de verificação ${invoice.verificationCode} · Emitida em ${formatDate(businessDate(invoice.authorizedAt))}${invoice.status === 'CANCELED' ? ' · CANCELADA' : ''}`,
    author: seller.name,
    sections: [
      {
        heading: 'Prestador de serviços',
        rows: [
          ['Razão social', seller.name],
          ['CPF/CNPJ', formatDocument(seller.document)],
          ['E-mail', seller.email],
        ],
      },
      {
        heading: 'Tomador de serviços',
        rows: [
          ['Nome / Razão social', charge.customerName],
          ['CPF/CNPJ', formatDocument(charge.customerDocument)],
          ['E-mail', charge.customerEmail],
        ],
      },
      {
        heading: 'Discriminação dos serviços',
        rows: [
          ['Serviço', charge.description ? `${charge.title} - ${charge.description}` : charge.title],
          ['Item da lista (LC 116)', invoice.serviceCode],
          ['Valor dos serviços', formatBRL(invoice.amount)],
          ['Alíquota do ISS', `${(invoice.issRateBp / 100).toLocaleString('pt-BR')}%`],
          ['Valor do ISS', formatBRL(iss)],
          ['Valor líquido', formatBRL(invoice.amount)],
        ],
      },
    ],
    footer: `Documento emitido no ambiente sandbox do Cofre. Cobrança ${charge.id}.`,
  });
}

/**
 * Queues the e-mail of the charge's authorized invoice, PDF and XML attached, to the address given
 * or the buyer's (spec 1 §7: invoice e-mail; only AUTHORIZED).
 */
export async function emailInvoice(ctx: AppContext, sellerId: string, chargeId: string, email?: string) {
  const [invoice] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), eq(invoices.chargeId, chargeId), eq(invoices.status, 'AUTHORIZED')))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (!invoice) throw new AppError('NF-003');
  const { charge, seller } = await partiesOf(ctx, invoice);
  const pdf = await invoicePdf(ctx, invoice);
  await ctx.mail.queue({
    to: email ?? charge.customerEmail,
    ...invoiceMail({
      sellerName: seller.tradeName ?? seller.name,
      buyerName: charge.customerName,
      number: invoice.number!,
      amount: invoice.amount,
      title: charge.title,
    }),
    attachments: [
      {
        filename: `nota-fiscal-${invoice.number}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
      },
      {
        filename: `nota-fiscal-${invoice.number}.xml`,
        contentType: 'application/xml',
        content: Buffer.from(invoice.xml ?? '', 'utf8').toString('base64'),
      },
    ],
  });
}
