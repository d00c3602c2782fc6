import { z } from 'zod';
import { addDays } from './calendar.js';
import { calendarDateSchema, isCalendarDate } from './text.js';

/**
 * 'Relatórios' (spec 3 §2, §3 'Report request', §5 'Report period', §7 Reports, §8, §9): the eight
 * reports a seller asks for by period. The server builds each as a CSV (the charges export's format:
 * UTF-8 with BOM, ';', decimal comma, dd/MM/yyyy), e-mails it and links it from the notification
 * centre (D11). docs/settings.md, 'Relatórios', says what each column holds.
 */
export const REPORT_TYPES = [
  'SALES',
  'FINANCIAL',
  'TRANSFERS',
  'INVOICES',
  'PAYMENT_LINKS',
  'BALANCE',
  'CHARGEBACK',
  'STATEMENT',
] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES, { error: 'Escolha um tipo de relatório.' });
export type ReportType = z.infer<typeof reportTypeSchema>;

export interface ReportTypeInfo {
  /** The card's title. */
  title: string;
  /** One line under the title. */
  description: string;
  /** How a sentence names it: 'Relatório de {noun}'. */
  noun: string;
  /** The file's name, before '-{start}-a-{end}.csv'. */
  fileBase: string;
}

export const REPORT_TYPE_INFO: Record<ReportType, ReportTypeInfo> = {
  SALES: {
    title: 'Vendas',
    description: 'Cobranças pagas no período, com forma de pagamento, valor bruto, taxa e valor líquido.',
    noun: 'vendas',
    fileBase: 'vendas',
  },
  FINANCIAL: {
    title: 'Financeiro',
    description: 'Recebíveis das vendas do período: cada parcela com taxa, valor líquido e data de liberação.',
    noun: 'recebíveis',
    fileBase: 'financeiro',
  },
  TRANSFERS: {
    title: 'Saques',
    description: 'Saques solicitados para a sua conta bancária, com a situação de cada transferência.',
    noun: 'saques',
    fileBase: 'repasses',
  },
  INVOICES: {
    title: 'Nota Fiscal',
    description: 'Notas fiscais de serviço solicitadas no período, com número, valor e situação.',
    noun: 'notas fiscais',
    fileBase: 'notas-fiscais',
  },
  PAYMENT_LINKS: {
    title: 'Links de pagamento',
    description: 'Links de pagamento criados no período e quantas vendas pagas cada um já recebeu.',
    noun: 'links de pagamento',
    fileBase: 'links-de-pagamento',
  },
  BALANCE: {
    title: 'Saldo',
    description: 'Saldo diário ao fim de cada dia: disponível, a liberar e retido em contestações.',
    noun: 'saldo',
    fileBase: 'saldo',
  },
  CHARGEBACK: {
    title: 'Chargeback',
    description: 'Contestações abertas no período, com valor retido, prazo e resultado.',
    noun: 'chargebacks',
    fileBase: 'chargebacks',
  },
  STATEMENT: {
    title: 'Extrato',
    description: 'Lançamentos do extrato no período: recebimentos, estornos, chargebacks e saques.',
    noun: 'extrato',
    fileBase: 'extrato',
  },
};

/** The period the modal offers (spec 3 §5, §9): up to today, from 90 days back, the last 30 by default. */
export const REPORT_PERIOD = { maxDaysBack: 90, defaultDays: 30 } as const;

export const REPORT_MESSAGES = {
  pageTitle: 'Relatórios',
  intro: 'Escolha um relatório e o período: enviamos o arquivo CSV para o seu e-mail e para a central de notificações.',
  generate: 'Gerar relatório',
  modalTitle: (title: string) => `Gerar relatório de ${title}`,
  periodLabel: 'Período',
  periodHint: `Escolha um período de até ${REPORT_PERIOD.maxDaysBack} dias atrás até hoje.`,
  cancel: 'Cancelar',
  submit: 'Gerar relatório',
  sentTitle: 'Relatório gerado',
  sentText: 'O relatório será enviado para o seu e-mail em instantes. Ele também ficará na central de notificações.',
  sentClose: 'Fechar',
  failed: 'Falha ao tentar gerar o relatório.',
  needsStartDate: 'Selecione uma data inicial.',
  needsEndDate: 'Por Favor, selecione uma data final.',
  endBeforeStart: 'A data final deve ser igual ou posterior à inicial.',
  afterToday: 'A data final não pode ser posterior a hoje.',
  tooOld: `A data inicial pode ser de no máximo ${REPORT_PERIOD.maxDaysBack} dias atrás.`,
} as const;

/** The modal's first range: the last 30 days, today included. */
export function defaultReportPeriod(today: string): { startDate: string; endDate: string } {
  return { startDate: addDays(today, 1 - REPORT_PERIOD.defaultDays), endDate: today };
}

/** The first day the modal offers. */
export const earliestReportDate = (today: string) => addDays(today, -REPORT_PERIOD.maxDaysBack);

/**
 * The rule of the period that needs today's date (São Paulo's calendar): the end not after today,
 * the start not before today − 90 days. The server checks it with its clock (a 400 on the field);
 * the modal with the browser's, through the same function. Null when the period is allowed.
 */
export function reportPeriodIssue(
  period: { startDate: string; endDate: string },
  today: string,
): { field: 'startDate' | 'endDate'; message: string } | null {
  if (period.endDate > today) return { field: 'endDate', message: REPORT_MESSAGES.afterToday };
  if (period.startDate < earliestReportDate(today)) return { field: 'startDate', message: REPORT_MESSAGES.tooOld };
  return null;
}

/**
 * POST /reports (spec 3 §3 'Report request'): the type and the period. The recipient is the
 * signed-in user's e-mail (spec 3 §8: 'sent to the user's e-mail'); an API client may name another
 * with `email`, as the charges export allows. The web never sends it.
 */
export const reportRequestSchema = z
  .strictObject({
    reportType: reportTypeSchema,
    startDate: z
      .string({ error: REPORT_MESSAGES.needsStartDate })
      .min(1, REPORT_MESSAGES.needsStartDate)
      .pipe(calendarDateSchema),
    endDate: z
      .string({ error: REPORT_MESSAGES.needsEndDate })
      .min(1, REPORT_MESSAGES.needsEndDate)
      .pipe(calendarDateSchema),
    email: z.email('Digite um e-mail válido!').max(160).optional(),
  })
  // Only between two real dates: a missing or invalid one has its own message.
  .refine(
    (body) => !isCalendarDate(body.startDate) || !isCalendarDate(body.endDate) || body.startDate <= body.endDate,
    { path: ['endDate'], message: REPORT_MESSAGES.endBeforeStart },
  );
export type ReportRequestBody = z.output<typeof reportRequestSchema>;
export type ReportRequestInput = z.input<typeof reportRequestSchema>;

export const REPORT_STATUSES = ['PENDING', 'READY', 'FAILED'] as const;

export const reportRequestViewSchema = z.object({
  uuid: z.uuid(),
  reportType: reportTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(REPORT_STATUSES),
  email: z.string(),
  /** Data lines of the file once READY. */
  rows: z.number().int().nullable(),
  /** Authenticated API path of the file once READY (and until it is purged, 7 days later). */
  downloadPath: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportRequestView = z.infer<typeof reportRequestViewSchema>;

/** GET /reports: the user's latest requests, newest first. */
export const reportRequestListSchema = z.object({ content: z.array(reportRequestViewSchema) });
export const REPORT_LIST_SIZE = 20;

/** The file's name: 'vendas-2026-06-01-a-2026-06-30.csv'. */
export function reportFileName(type: ReportType, startDate: string, endDate: string): string {
  return `${REPORT_TYPE_INFO[type].fileBase}-${startDate}-a-${endDate}.csv`;
}
