/** Screen texts of the home feature: what only its screens say (the spec's messages live in the contract). */
export const HOME_TEXTS = {
  ultimasNotificacoes: 'Últimas notificações',
  verTodas: 'Ver todas',
  suaConta: 'Sua conta',
  seller: 'Seller',
  documento: 'Documento',
  eMail: 'E-mail',
  perfil: 'Perfil',
  olaBemVindo: 'Olá, Bem-vindo!',
} as const;
