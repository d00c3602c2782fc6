import { formatBRL, formatDate } from '@cofre/contract';

/** The texts of a charge's public page (`/cobranca/{token}`), for its buyer. */
export const CHARGE_PAGE_TEXTS = {
  pageTitle: (seller: string) => `Cobrança de ${seller}`,
  loading: 'Carregando a cobrança…',
  notFoundTitle: 'Cobrança não encontrada',
  notFound: 'Confira o link que você recebeu. Se o problema continuar, fale com quem enviou a cobrança.',
  loadFailed: 'Não foi possível carregar a cobrança. Verifique sua conexão.',
  retry: 'Tentar novamente',
  for: (name: string) => `Para ${name}`,
  dueOn: (date: string) => `Vencimento em ${formatDate(date)}`,
  lateSince: (date: string) => `Venceu em ${formatDate(date)}`,
  interest: (cents: number) => `Multa e juros até hoje: ${formatBRL(cents)}`,
  total: 'Total',
  paidTitle: 'Cobrança paga',
  paid: (date: string | null) =>
    date ? `Pagamento confirmado em ${formatDate(date)}. Obrigado!` : 'Pagamento confirmado. Obrigado!',
  canceledTitle: 'Cobrança cancelada',
  canceled: 'Esta cobrança foi cancelada por quem a enviou. Não é preciso pagá-la.',
  refundedTitle: 'Cobrança estornada',
  refunded: 'O valor desta cobrança foi devolvido.',
  cardTitle: 'Pagamento com cartão',
  card: 'Esta cobrança é paga com o cartão de crédito informado a quem a enviou; não é preciso fazer nada aqui.',
} as const;
