import {
  BRAZIL_DIAL_CODE,
  digitsOnly,
  formatBRL,
  formatDate,
  noticeDefinition,
  noticeTemplate,
  renderNoticeTemplate,
  type NoticeType,
} from '@cofre/contract';
import { escapeHtml as escape, type MailContent } from '../mail/index.js';

/** What a notice says, read from its charge and the seller's identification. */
export interface NoticeFacts {
  type: NoticeType;
  sellerName: string;
  customerName: string;
  title: string;
  value: number;
  expirationDate: string;
  boletoLine: string | null;
  pixCopyPaste: string | null;
  pageUrl: string;
}

/** The type's template filled in: the same words by e-mail and by WhatsApp. */
export function noticeText(facts: NoticeFacts): string {
  return renderNoticeTemplate(noticeTemplate(facts.type), {
    cliente: facts.customerName,
    empresa: facts.sellerName,
    descricao: facts.title,
    valor: formatBRL(facts.value),
    vencimento: formatDate(facts.expirationDate),
    codigo: facts.boletoLine ?? facts.pixCopyPaste ?? '',
    link: facts.pageUrl,
  });
}

function subjectOf(facts: NoticeFacts): string {
  const { offset } = noticeDefinition(facts.type);
  const due = formatDate(facts.expirationDate);
  if (offset === null) return `Pagamento confirmado: ${facts.sellerName}, ${formatBRL(facts.value)}`;
  if (offset < 0) return `Lembrete: cobrança de ${facts.sellerName} vence em ${due}`;
  return `Cobrança de ${facts.sellerName} vencida em ${due}`;
}

/** The e-mail of a notice: the template's words, the boleto line or Pix code apart, and the charge's page. */
export function noticeMail(facts: NoticeFacts): MailContent {
  const body = noticeText(facts);
  const code = facts.boletoLine ?? facts.pixCopyPaste;
  const label = facts.boletoLine ? 'Linha digitável do boleto' : 'Pix copia e cola';
  const { offset } = noticeDefinition(facts.type);
  const action = offset === null ? 'Ver o comprovante' : 'Ver a cobrança e pagar';
  return {
    subject: subjectOf(facts),
    text: body,
    html: `<p>${escape(body)}</p>
${code && offset !== null ? `<p>${escape(label)}:<br><code style="word-break:break-all">${escape(code)}</code></p>` : ''}
<p><a href="${escape(facts.pageUrl)}">${action}</a></p>`,
  };
}

/** The buyer's WhatsApp number: country code (55 by default, spec 3 §9) and the phone's digits. */
export function whatsAppNumber(countryCode: string, phone: string): string | null {
  const digits = digitsOnly(phone);
  if (digits.length < 4) return null;
  return `${digitsOnly(countryCode) || BRAZIL_DIAL_CODE}${digits}`;
}
