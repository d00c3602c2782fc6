import { z } from 'zod';
import { chargeListQuerySchema } from './charges.js';
import { calendarDateSchema } from './text.js';

export const CHARGE_EXPORT_MESSAGES = {
  button: 'Baixar CSV',
  title: 'Exportar cobranças em CSV',
  text: 'O relatório será gerado com os filtros aplicados e enviado para o e-mail informado. Ele também ficará disponível na central de notificações.',
  emailLabel: 'E-mail do destinatário',
  submit: 'Gerar relatório',
  tooltip: 'Escolha uma data de vencimento inicial e final para gerar o relatório CSV.',
  success: 'Relatório gerado com sucesso. Será enviado para o email informado.',
  failed: 'Falha ao gerar relatório.',
  needsFinalDate: 'Por Favor, selecione uma data final.',
  needsInitialDate: 'Selecione uma data inicial.',
} as const;

/** Longest due-date range one export may cover. */
export const CHARGE_EXPORT_MAX_DAYS = 366;

/**
 * POST /charges/exports: the list's filters with both due dates required (spec 1 §5), and the
 * recipient (the signed-in user's e-mail when omitted).
 */
export const chargeExportCreateSchema = chargeListQuerySchema
  .omit({ page: true, size: true, sort: true, expirationDateInitial: true, expirationDateFinal: true })
  .extend({
    expirationDateInitial: z
      .string({ error: CHARGE_EXPORT_MESSAGES.needsInitialDate })
      .min(1, CHARGE_EXPORT_MESSAGES.needsInitialDate)
      .pipe(calendarDateSchema),
    expirationDateFinal: z
      .string({ error: CHARGE_EXPORT_MESSAGES.needsFinalDate })
      .min(1, CHARGE_EXPORT_MESSAGES.needsFinalDate)
      .pipe(calendarDateSchema),
    email: z.email('Digite um e-mail válido!').max(160).optional(),
  })
  .refine((body) => body.expirationDateInitial <= body.expirationDateFinal, {
    path: ['expirationDateFinal'],
    message: 'A data final deve ser igual ou posterior à inicial.',
  })
  .refine(
    (body) =>
      (Date.parse(body.expirationDateFinal) - Date.parse(body.expirationDateInitial)) / 86_400_000 <=
      CHARGE_EXPORT_MAX_DAYS,
    { path: ['expirationDateFinal'], message: 'O período pode ter no máximo 1 ano.' },
  );
export type ChargeExportCreate = z.output<typeof chargeExportCreateSchema>;
export type ChargeExportCreateInput = z.input<typeof chargeExportCreateSchema>;

export const chargeExportSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['PENDING', 'READY', 'FAILED']),
  email: z.string(),
  rows: z.number().int().nullable(),
  /** Authenticated API path of the file once READY. */
  downloadPath: z.string().nullable(),
});
export type ChargeExport = z.infer<typeof chargeExportSchema>;

/**
 * The CSV's columns, in order. The file is UTF-8 with a BOM, ';'-separated, decimal comma and
 * dd/MM/yyyy dates: what Excel and LibreOffice open cleanly with a Brazilian locale (docs/charges-csv.md).
 */
export const CHARGE_EXPORT_COLUMNS = [
  'Identificador',
  'Cliente',
  'Documento',
  'E-mail',
  'Cobrança',
  'Forma de pagamento',
  'Parcelas',
  'Vencimento',
  'Pagamento',
  'Valor (R$)',
  'Juros e multa (R$)',
  'Estornado (R$)',
  'Status',
] as const;
