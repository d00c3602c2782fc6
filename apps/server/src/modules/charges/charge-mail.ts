import { formatBRL, formatDate } from '@cofre/contract';
import { escapeHtml as escape, type MailContent } from '../mail/index.js';

/** The e-mail that sends a charge to its buyer: how to pay it now, and its page. */
export function chargeMail(data: {
  sellerName: string;
  buyerName: string;
  title: string;
  value: number;
  expirationDate: string;
  pageUrl: string;
  boletoLine: string | null;
  pixCopyPaste: string | null;
}): MailContent {
  const how = data.boletoLine
    ? { label: 'Linha digitável do boleto', code: data.boletoLine }
    : data.pixCopyPaste
      ? { label: 'Pix copia e cola', code: data.pixCopyPaste }
      : null;
  const lines = [
    `Olá, ${data.buyerName}!`,
    '',
    `${data.sellerName} enviou uma cobrança para você: "${data.title}",`,
    `no valor de ${formatBRL(data.value)}, com vencimento em ${formatDate(data.expirationDate)}.`,
    '',
    ...(how ? [`${how.label}:`, how.code, ''] : []),
    'Veja a cobrança e pague por aqui:',
    data.pageUrl,
  ];
  const code = how
    ? `<p>${escape(how.label)}:<br><code style="word-break:break-all">${escape(how.code)}</code></p>`
    : '';
  return {
    subject: `Cobrança de ${data.sellerName}: ${formatBRL(data.value)} com vencimento em ${formatDate(data.expirationDate)}`,
    text: lines.join('\n'),
    html: `<p>Olá, ${escape(data.buyerName)}!</p>
<p>${escape(data.sellerName)} enviou uma cobrança para você: "${escape(data.title)}", no valor de
<strong>${escape(formatBRL(data.value))}</strong>, com vencimento em <strong>${escape(formatDate(data.expirationDate))}</strong>.</p>
${code}
<p><a href="${escape(data.pageUrl)}">Ver a cobrança e pagar</a></p>`,
  };
}
