/**
 * Screen texts of the invoices feature. The spec's messages live in the contract
 * (INVOICE_MESSAGES); these are what only the screens say.
 */
export const INVOICE_TEXTS = {
  invoiceActions: 'Ações',
  invoiceEmailTitle: 'Enviar nota fiscal por e-mail',
  invoiceEmailLabel: 'E-mail do destinatário',
  send: 'Enviar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  rejectionReason: 'Motivo da rejeição',
  failureReason: 'Motivo',
} as const;
