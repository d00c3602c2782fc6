/**
 * Screen texts of the checkouts feature (spec 2 §2 'Plans and checkout'). The spec's messages
 * (validation, toasts, the taken subdomain) are the contract's CHECKOUT_MESSAGES; these are what
 * only the screen says.
 */
export const CHECKOUT_TEXTS = {
  pageTitle: 'Informações Gerais',
  intro:
    'A identidade do seu checkout: o título e a descrição que o comprador vê e o endereço dos seus links de pagamento.',
  title: 'Título',
  description: 'Descrição',
  counter: (length: number, max: number) => `${length}/${max}`,
  url: 'URL',
  urlHint: (address: string) => `Endereço público: ${address}`,
  checking: 'Verificando a disponibilidade da URL',
  available: 'URL disponível',
  link: 'Link do checkout',
  copy: 'Copiar link',
  copyFailed: 'Não foi possível copiar o link.',
  noLinkYet: 'Salve as informações para gerar o link do checkout.',
  save: 'Salvar',
  loading: 'Carregando',
  retry: 'Tentar novamente',
} as const;
