/**
 * Screen texts of the refunds feature. The spec's messages live in the contract (REFUND_MESSAGES);
 * these are what only the screens say.
 */
export const REFUND_TEXTS = {
  refundsTitle: 'Estornos',
  yes: 'Sim',
  no: 'Não',
  noRefundTitle: 'Esta cobrança não pode ser estornada',
  noRefundWhy: 'Pagamentos por boleto não podem ser estornados pela adquirente.',
  noRefundPixBefore: 'Para devolver o valor ao comprador, faça um Pix para ele em ',
  payments: 'Pagamentos',
  noRefundPixAfter: (email: string) => ` ou fale com o suporte (${email}).`,
  noRefundSupport: (email: string) =>
    `Para devolver o valor ao comprador, peça a quem gerencia os pagamentos da empresa um Pix para ele, ou fale com o suporte (${email}).`,
} as const;

/** The labels RefundsSection.tsx shows (column headers, field names, options). */
export const REFUNDS_SECTION_LABELS = {
  date: 'Data',
  value: 'Valor',
  status: 'Situação',
} as const;
