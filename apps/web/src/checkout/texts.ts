import { formatBRL, formatDate, formatInstalmentPlan, type Periodicity } from '@cofre/contract';

/**
 * The contract's PERIODICITY_LABELS and PERIODICITY_MONTHS, copied: importing plans.ts would bring zod
 * into the first download (over the 100 KB budget, scripts/checkout-budget.mjs). texts.test.ts keeps
 * them equal.
 */
const PERIODICITY_LABELS = { MONTHLY: 'Mensal', SEMESTER: 'Semestral', YEARLY: 'Anual' } as const;
const PERIODICITY_MONTHS = { MONTHLY: 1, SEMESTER: 6, YEARLY: 12 } as const;

/** Every word of the hosted checkout (the buyer's page, docs/hosted-checkout.md). */
export const CHECKOUT_TEXTS = {
  pageTitle: (seller: string) => `Pagamento - ${seller}`,
  loading: 'Carregando o pagamento…',
  notFoundTitle: 'Link de pagamento não encontrado',
  notFound: 'Confira o endereço recebido do vendedor.',
  goneTitle: 'Link indisponível',
  gone: 'Este link de pagamento não está mais disponível. Fale com o vendedor para receber um novo.',
  planGoneTitle: 'Plano indisponível',
  planGone: 'Este plano não está mais disponível. Fale com o vendedor para conhecer os planos atuais.',
  loadFailed: 'Não foi possível carregar o pagamento. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  expiresIn: 'Esta oferta expira em',
  total: 'Total',
  perMonth: '/mês',
  additional: (title: string | null, value: number) => `${title ?? 'Valor adicional'}: ${formatBRL(value)}`,
  periodicity: PERIODICITY_LABELS,
  periodicityLegend: 'Periodicidade',
  /** A cycle's price: 'R$ 49,90/mês'; a longer cycle its total, with `cycleEvery` below it. */
  cyclePrice: (periodicity: Periodicity, value: number) =>
    periodicity === 'MONTHLY' ? `${formatBRL(value)}/mês` : formatBRL(value),
  /** 'a cada 6 meses · R$ 44,90/mês'. */
  cycleEvery: (periodicity: Periodicity, valuePerMonth: number) =>
    `a cada ${PERIODICITY_MONTHS[periodicity]} meses · ${formatBRL(valuePerMonth)}/mês`,
  cycleNote: (label: string, value: number) => `Cobrança ${label.toLowerCase()} de ${formatBRL(value)}`,
  methodsLegend: 'Forma de pagamento',
  methods: { PIX: 'Pix', CREDIT_CARD: 'Cartão de crédito', BOLETO: 'Boleto' } as const,
  discount: (percent: number) => `${percent}% de desconto`,
  /** The price lines above 'Pagar': the link's total, the method's discount or the card's interest, what is paid. */
  priceLabel: 'Valor',
  discountLine: (method: string, percent: number) => `Desconto no ${method} (${percent}%)`,
  interestLine: 'Juros do parcelamento',
  toPay: 'Total a pagar',
  minus: (value: number) => `− ${formatBRL(value)}`,
  plus: (value: number) => `+ ${formatBRL(value)}`,
  buyerLegend: 'Seus dados',
  payerLegend: 'Dados do pagador do boleto',
  payingAs: 'Pagamento em nome de',
  name: 'Nome completo',
  document: 'CPF ou CNPJ',
  email: 'E-mail',
  phone: 'Celular com DDD',
  cardLegend: 'Dados do cartão',
  cardNumber: 'Número do cartão',
  cardHolder: 'Nome impresso no cartão',
  cardExpiry: 'Validade (MM/AA)',
  cardCvv: 'CVV',
  installments: 'Parcelas',
  /** The first instalment carries the centavos that do not divide: both amounts show, and the exact total. */
  installmentOption: (count: number, total: number, interest: boolean) => {
    if (count === 1) return `À vista, ${formatBRL(total)}`;
    return `${formatInstalmentPlan(total, count)}${interest ? '' : ' sem juros'} (total ${formatBRL(total)})`;
  },
  partsOption: (count: number, total: number) =>
    count === 1 ? `Pagamento único de ${formatBRL(total)}` : `${count} parcelas mensais (total ${formatBRL(total)})`,
  scheduled: (date: string) => `A cobrança no cartão será feita em ${formatDate(date)}.`,
  pay: (value: number) => `Pagar ${formatBRL(value)}`,
  paying: 'Processando…',
  fixErrors: 'Confira os campos destacados.',
  requestFailed: 'Não foi possível concluir. Tente novamente.',
  pixTitle: 'Pague com Pix',
  pixHelp: 'Abra o app do seu banco, escolha Pix e leia o QR Code ou cole o código abaixo.',
  pixQrAlt: 'QR Code do Pix',
  copyCode: 'Copiar código',
  copied: 'Código copiado!',
  waiting: 'Aguardando o pagamento…',
  sandboxPay: 'Simular pagamento (ambiente de testes)',
  boletoTitle: 'Boleto gerado',
  boletoHelp: (date: string) => `Pague até ${formatDate(date)} no app do seu banco ou em uma lotérica.`,
  boletoLine: 'Linha digitável',
  boletoPdf: 'Baixar boleto (PDF)',
  partsTitle: 'Parcelas',
  partLine: (number: number, value: number, date: string) =>
    `${number}ª parcela: ${formatBRL(value)}, vence em ${formatDate(date)}`,
  partsNote: 'As próximas parcelas são enviadas pelo vendedor antes de cada vencimento.',
  paidTitle: 'Pagamento confirmado!',
  paid: (value: number) => `Recebemos ${formatBRL(value)}. Obrigado!`,
  receiptTitle: 'Comprovante',
  receiptStore: 'Loja',
  receiptAmount: 'Valor pago',
  receiptDate: 'Data',
  receiptReference: 'Código do pagamento',
  receiptKeep: 'Guarde este código: com ele o vendedor encontra o seu pagamento.',
  receiptPrint: 'Imprimir ou salvar comprovante',
  scheduledTitle: 'Pagamento agendado',
  failedTitle: 'Pagamento não autorizado',
  tryAgain: 'Tentar com outro cartão',
  processingTitle: 'Pagamento em processamento',
  processing: 'Estamos confirmando com o banco emissor. Esta página se atualiza sozinha.',
  challengeTitle: 'Autenticação do banco',
  challenge: 'Seu banco pediu uma confirmação. Você será levado à página de autenticação.',
  challengeLink: 'Ir para a autenticação',
  secure: 'Pagamento processado com segurança. Os dados do cartão não ficam guardados.',
} as const;
