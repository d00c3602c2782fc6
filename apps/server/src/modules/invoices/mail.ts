import { formatBRL } from '@cofre/contract';
import { escapeHtml as escape, type MailContent } from '../mail/index.js';

export function invoiceMail(data: {
  sellerName: string;
  buyerName: string;
  number: string;
  amount: number;
  title: string;
}): MailContent {
  const lines = [
    `Olá, ${data.buyerName}!`,
    '',
    `Segue a nota fiscal de serviços nº ${data.number} emitida por ${data.sellerName},`,
    `referente a "${data.title}", no valor de ${formatBRL(data.amount)}.`,
    '',
    'O PDF e o XML da nota estão anexados a este e-mail.',
  ];
  return {
    subject: `Nota fiscal nº ${data.number} - ${data.sellerName}`,
    text: lines.join('\n'),
    html: `<p>Olá, ${escape(data.buyerName)}!</p>
<p>Segue a nota fiscal de serviços nº <strong>${escape(data.number)}</strong> emitida por ${escape(data.sellerName)},
referente a "${escape(data.title)}", no valor de <strong>${escape(formatBRL(data.amount))}</strong>.</p>
<p>O PDF e o XML da nota estão anexados a este e-mail.</p>`,
  };
}
