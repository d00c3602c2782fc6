/** Screen texts of the home feature: what only its screens say (the spec's messages live in the contract). */
export const HOME_TEXTS = {
  latestNotifications: 'Últimas notificações',
  seeAll: 'Ver todas',
  accountTitle: 'Sua conta',
  seller: 'Seller',
  document: 'Documento',
  email: 'E-mail',
  profile: 'Perfil',
  welcome: 'Olá, Bem-vindo!',
} as const;
