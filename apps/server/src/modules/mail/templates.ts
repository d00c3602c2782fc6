export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Text placed in a message's HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escape = escapeHtml;

/**
 * To an address another company invited while it already signs into a company on Cofre: the inviter
 * is answered as for any invitation (no account is disclosed), and the address's owner is told here.
 */
export function invitationTakenMail(company: string): MailContent {
  const text = [
    'Olá!',
    '',
    `A empresa ${company} convidou este e-mail para acessar o Cofre.`,
    'Este e-mail já dá acesso a outra empresa, e cada e-mail acessa uma empresa só: o convite não foi criado.',
    'Se você quer fazer parte da equipe, peça um convite para outro e-mail seu.',
    '',
    'Se você não conhece essa empresa, ignore este e-mail: nada mudou na sua conta.',
  ].join('\n');
  const html = `<p>Olá!</p><p>A empresa ${escape(company)} convidou este e-mail para acessar o Cofre.</p>
<p>Este e-mail já dá acesso a outra empresa, e cada e-mail acessa uma empresa só: o convite não foi criado.
Se você quer fazer parte da equipe, peça um convite para outro e-mail seu.</p>
<p>Se você não conhece essa empresa, ignore este e-mail: nada mudou na sua conta.</p>`;
  return { subject: 'Convite para o Cofre', text, html };
}

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

/**
 * A new user's invitation: who invited them, to which store, and the link that creates their password.
 * It reads as an invitation, not as a reset someone else asked for (issue 41).
 */
export function invitationMail(data: {
  invitedBy: string;
  store: string;
  link: string;
  validUntil: string;
}): MailContent {
  const text = [
    'Olá!',
    '',
    `${data.invitedBy} convidou você para acessar a loja ${data.store} no Cofre.`,
    `Para aceitar o convite, crie sua senha pelo link abaixo (válido até ${data.validUntil}):`,
    '',
    data.link,
    '',
    'Depois, é só entrar com este e-mail e a senha que você criar.',
    `Se você não esperava este convite, ignore este e-mail: sem a senha, ninguém entra com ele.`,
  ].join('\n');
  const html = `<p>Olá!</p><p>${escape(data.invitedBy)} convidou você para acessar a loja ${escape(data.store)} no Cofre.</p>
<p><a href="${escape(data.link)}">Aceitar o convite e criar minha senha</a> (válido até ${escape(data.validUntil)})</p>
<p>Depois, é só entrar com este e-mail e a senha que você criar.</p>
<p>Se você não esperava este convite, ignore este e-mail: sem a senha, ninguém entra com ele.</p>`;
  return { subject: `Convite para a loja ${data.store} no Cofre`, text, html };
}
