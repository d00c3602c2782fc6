/** Screen texts of the shell feature: what only its screens say (the spec's messages live in the contract). */
export const SHELL_TEXTS = {
  breadcrumbLabel: 'Você está em',
  closeBanner: 'Fechar aviso',
  menuEmpty: 'Nenhuma área disponível para o seu perfil.',
  opensInNewTab: '(abre em uma nova aba)',
  logout: 'Sair',
  newBadge: 'Novo',
  betaBadge: 'Beta',
  mainMenu: 'Menu principal',
  readTerms: 'Ler os termos de uso completos (abre em uma nova aba)',
  openMenu: 'Abrir menu',
  /** The logo link: its name starts with the brand it shows (WCAG 2.5.3, label in name). */
  home: (brandName: string) => `${brandName} – página inicial`,
  skipToContent: 'Pular para o conteúdo',
  faq: 'FAQ',
  termsVersion: (version: string, publishedAt: string | null) =>
    `Versão ${version}${publishedAt ? `, publicada em ${publishedAt}` : ''}`,
  termsIntro: (brandName: string) =>
    `Atualizamos os termos de uso do ${brandName}. Eles descrevem as condições de uso da plataforma, as responsabilidades de cada parte, o tratamento dos dados pessoais dos seus clientes e as regras de repasse dos valores recebidos.`,
} as const;
