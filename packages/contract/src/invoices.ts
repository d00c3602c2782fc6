import { z } from 'zod';

/**
 * Invoice (NFS-e) statuses (spec 1 §4). NOT_EMITTED is not stored: it is what the section shows when a
 * charge has no invoice. REJECTED and CANCELED are the municipal system's other answers. FAILED: the
 * municipal system did not answer after `INVOICE_MAX_ATTEMPTS` tries; 'Emitir Novamente' sends the
 * same invoice (same RPS) again, so one the city authorised meanwhile is found, not issued twice.
 */
export const INVOICE_STATUSES = ['SEND_INVOICE_SYSTEM', 'AUTHORIZED', 'REJECTED', 'CANCELED', 'FAILED'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus | 'NOT_EMITTED', string> = {
  SEND_INVOICE_SYSTEM: 'Enviada à prefeitura',
  AUTHORIZED: 'Autorizada',
  REJECTED: 'Rejeitada',
  CANCELED: 'Cancelada',
  FAILED: 'Falha no envio',
  NOT_EMITTED: 'Não emitida',
};

/** The Invoice entity (spec 1 §3); the links are authenticated API paths. */
export const invoiceSchema = z.object({
  uuidInvoice: z.uuid(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  status: invoiceStatusSchema,
  /** Why the municipal system refused it (REJECTED), or why it could not be sent (FAILED). */
  rejectionReason: z.string().nullable(),
  invoiceDownloadLink: z.object({ pdfImageLink: z.string(), xmlImageLink: z.string() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ content: z.array(invoiceSchema) });

export const invoiceEmailSchema = z.strictObject({
  /** Defaults to the buyer's e-mail on the charge. */
  email: z.email('Digite um e-mail válido!').max(160).optional(),
});

const LIVE: readonly InvoiceStatus[] = ['AUTHORIZED', 'SEND_INVOICE_SYSTEM'];

/** Cancel and e-mail are offered only for AUTHORIZED (spec 1 §4). */
export const canCancelInvoice = (status: InvoiceStatus) => status === 'AUTHORIZED';
export const canEmailInvoice = (status: InvoiceStatus) => status === 'AUTHORIZED';
/** 'Adiantar Emissão de NF': no invoice yet and the seller's invoice config is active. */
export const canAdvanceInvoice = (invoices: readonly { status: InvoiceStatus }[], activeInvoiceConfig: boolean) =>
  invoices.length === 0 && activeInvoiceConfig;
/** 'Emitir Novamente': invoices exist but none is AUTHORIZED or on its way (SEND_INVOICE_SYSTEM). */
export const canEmitAgain = (invoices: readonly { status: InvoiceStatus }[]) =>
  invoices.length > 0 && !invoices.some((invoice) => LIVE.includes(invoice.status));

/**
 * Tries to send an invoice to the municipal system before it is FAILED and the seller is told: the
 * sweep waits attempts² minutes after each try (1, 4, 9 … 49), about two and a half hours in all.
 */
export const INVOICE_MAX_ATTEMPTS = 8;

/** Wait after a cancellation before the section reloads (spec 1 §9). */
export const INVOICE_CANCEL_RELOAD_MS = 3_000;

export const INVOICE_MESSAGES = {
  section: 'Nota Fiscal',
  number: 'Número',
  issuedAt: 'Emitida em',
  status: 'Status',
  advance: 'Adiantar Emissão de NF',
  advanceText:
    'A nota fiscal será emitida agora, antes do pagamento. Ela não será emitida novamente quando a cobrança for paga.',
  emitAgain: 'Emitir Novamente',
  cancel: 'Cancelar nota fiscal',
  cancelQuestion: 'Tem certeza que deseja cancelar esta nota fiscal?',
  sendEmail: 'Enviar por e-mail',
  downloadPdf: 'Baixar PDF',
  downloadXml: 'Baixar XML',
  emitted: 'Emissão realizada com sucesso.',
  emitFailed: 'Não foi possível emitir sua nota fiscal.',
  canceled: 'Nota fiscal cancelada com sucesso!',
  emailSent: 'E-mail enviado com sucesso!',
  loadFailed: 'Falha ao carregar as informações das notas fiscais.',
  /** The reason a FAILED invoice shows: nothing was refused, nobody answered. */
  sendFailed:
    'A prefeitura não respondeu após várias tentativas. Use "Emitir Novamente" para enviar a mesma nota outra vez.',
} as const;

/** The 'Nota fiscal' settings screen (spec 3 §2 invoice settings, §3, §4, §7, §8). */
export const INVOICE_SETTINGS_MESSAGES = {
  deactivated: 'Nota fiscal desativado com sucesso!',
  reactivateBySupport: 'A reativação da nota fiscal é agendada com o suporte.',
} as const;

/** GET /sellers/invoice-config: running (active) or not set up; what the running one issues with. */
export const invoiceConfigSchema = z.object({
  active: z.boolean(),
  /** The municipal service code (LC 116 item) and the ISS rate (percent) printed on each invoice. */
  serviceCode: z.string().nullable(),
  issRatePercent: z.number().nullable(),
});
export type InvoiceConfig = z.infer<typeof invoiceConfigSchema>;

/** PATCH /sellers/invoice-config: only switching off (spec 3 §4: reactivation is scheduled with support). */
export const invoiceConfigUpdateSchema = z.strictObject({
  active: z.literal(false, { error: INVOICE_SETTINGS_MESSAGES.reactivateBySupport }),
});
