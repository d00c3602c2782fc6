import type { MailContent } from '../mail/index.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The e-mail of a ready report: which one, its period and lines, and where the file is. */
export function reportMail(data: {
  noun: string;
  period: string;
  rows: number;
  attached: boolean;
  appUrl: string;
}): MailContent {
  const where = data.attached
    ? 'O arquivo CSV está anexado a este e-mail e também na central de notificações do Cofre.'
    : 'O arquivo é grande demais para seguir anexado: baixe-o na central de notificações do Cofre.';
  const lines = data.rows === 1 ? '1 linha' : `${data.rows.toLocaleString('pt-BR')} linhas`;
  const ready = `O relatório de ${data.noun} de ${data.period} está pronto (${lines}).`;
  return {
    subject: `Seu relatório de ${data.noun} está pronto`,
    text: ['Olá!', '', ready, where, '', data.appUrl].join('\n'),
    html: `<p>Olá!</p>
<p>${escape(ready)}</p>
<p>${escape(where)}</p>
<p><a href="${escape(data.appUrl)}">Abrir o Cofre</a></p>`,
  };
}
