export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Text placed in a message's HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escape = escapeHtml;

export function resetPasswordMail(link: string): MailContent {
  const text = [
    'Olá!',
    '',
    'Recebemos um pedido para redefinir a senha da sua conta.',
    'Para escolher uma nova senha, acesse o link abaixo (válido por 1 hora):',
    '',
    link,
    '',
    'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const html = `<p>Olá!</p><p>Recebemos um pedido para redefinir a senha da sua conta.</p>
<p><a href="${escape(link)}">Definir nova senha</a> (válido por 1 hora)</p>
<p>Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.</p>`;
  return { subject: 'Redefinição de senha', text, html };
}
