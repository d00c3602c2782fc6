/**
 * Screen texts of the refunds feature. The spec's messages live in the contract (REFUND_MESSAGES);
 * these are what only the screens say.
 */
export const REFUND_TEXTS = {
  refundsTitle: 'Estornos',
  yes: 'Sim',
  no: 'Não',
} as const;

/** The labels RefundsSection.tsx shows (column headers, field names, options). */
export const REFUNDS_SECTION_LABELS = {
  date: 'Data',
  value: 'Valor',
  status: 'Situação',
} as const;
