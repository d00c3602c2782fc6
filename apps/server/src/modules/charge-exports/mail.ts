import type { MailContent } from '../mail/index.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function chargeExportMail(data: {
  rows: number;
  period: string;
  attached: boolean;
  appUrl: string;
}): MailContent {
  const where = data.attached
    ? 'O arquivo CSV está anexado a este e-mail e também na central de notificações do Cofre.'
    : 'O arquivo é grande demais para seguir anexado: baixe-o na central de notificações do Cofre.';
  return {
    subject: 'Seu relatório de cobranças está pronto',
    text: [
      'Olá!',
      '',
      `O relatório de cobranças com vencimento de ${data.period} está pronto (${data.rows} cobranças).`,
      where,
      '',
      data.appUrl,
    ].join('\n'),
    html: `<p>Olá!</p>
<p>O relatório de cobranças com vencimento de ${escape(data.period)} está pronto (${data.rows} cobranças).</p>
<p>${escape(where)}</p>
<p><a href="${escape(data.appUrl)}">Abrir o Cofre</a></p>`,
  };
}
