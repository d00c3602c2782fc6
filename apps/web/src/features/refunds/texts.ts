/**
 * Screen texts of the refunds feature. The spec's messages live in the contract (REFUND_MESSAGES);
 * these are what only the screens say.
 */
export const REFUND_TEXTS = {
  refundsTitle: 'Estornos',
  yes: 'Sim',
  no: 'Não',
} as const;
