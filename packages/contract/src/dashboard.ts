import { z } from 'zod';
import { addDays, addMonths, daysBetween, monthBounds } from './calendar.js';
import { calendarDateSchema } from './text.js';

/**
 * The seller dashboard ('Olá, Bem-vindo!', spec 1 §2.10, §7, §9). Every figure comes from the
 * server's daily rollups (docs/dashboard.md says how each one is computed).
 */

export const DASHBOARD_MESSAGES = {
  welcome: 'Olá, Bem-vindo!',
  noRevenue: 'Sem dados de receita ainda',
  noRevenueInPeriod: 'Sem dados de receita para o período selecionado',
  noCharges: 'Sem dados de cobranças',
  loadFailed: 'Falha ao carregar os dados do painel.',
  receivablesLoadFailed: 'Falha ao carregar as informações dos recebiveis.',
  // Validation texts the spec leaves unworded: ours.
  rangeOrder: 'A data final deve ser igual ou posterior à data inicial.',
  rangeTooLong: 'O período pode ter no máximo 366 dias.',
} as const;

/** A dashboard period covers at most a year (and a day, for leap years). */
export const DASHBOARD_MAX_DAYS = 366;
/** Spec 1 §9: the week is today + 6 days. */
export const DASHBOARD_WEEK_DAYS = 7;
/** Periods longer than this are drawn per month instead of per day. */
export const DASHBOARD_DAILY_MAX_DAYS = 62;
/** Each charge settled without the seller's hands (not 'Pago manualmente') saves this many minutes. */
export const TIME_SAVED_MINUTES_PER_PAYMENT = 5;
/** Spec 1 §2.10 'Recebíveis': the rows shown; 'ver todos' opens the whole list. */
export const DASHBOARD_RECEIVABLES_SIZE = 10;

/** Days from `from` to `to`, counting both ends. */
export function daysInRange(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** The week view: the day given and the six after it (spec 1 §9). */
export function weekRange(start: string): { startDate: string; endDate: string } {
  return { startDate: start, endDate: addDays(start, DASHBOARD_WEEK_DAYS - 1) };
}

/** The month view: the bounds of the month holding `date`. */
export function monthRange(date: string): { startDate: string; endDate: string } {
  const [startDate, endDate] = monthBounds(date);
  return { startDate, endDate };
}

/** The metrics' period list. */
export const DASHBOARD_PERIODS = ['WEEK', 'MONTH', 'QUARTER', 'YEAR'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  WEEK: 'Próximos 7 dias',
  MONTH: 'Este mês',
  QUARTER: 'Últimos 3 meses',
  YEAR: 'Este ano',
};

/** A period of the list as dates, seen from `today`. */
export function periodRange(period: DashboardPeriod, today: string): { startDate: string; endDate: string } {
  switch (period) {
    case 'WEEK':
      return weekRange(today);
    case 'MONTH':
      return monthRange(today);
    case 'QUARTER':
      return { startDate: monthRange(addMonths(today, -2)).startDate, endDate: monthRange(today).endDate };
    case 'YEAR':
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: `${today.slice(0, 4)}-12-31` };
  }
}

/** Per day up to two months, per month beyond. */
export type DashboardBucket = 'DAY' | 'MONTH';
export function bucketOf(startDate: string, endDate: string): DashboardBucket {
  return daysInRange(startDate, endDate) > DASHBOARD_DAILY_MAX_DAYS ? 'MONTH' : 'DAY';
}

/** GET /seller/dashboard?startDate&endDate (spec 1 §7). */
export const dashboardQuerySchema = z
  .strictObject({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine((query) => query.startDate <= query.endDate, {
    path: ['endDate'],
    message: DASHBOARD_MESSAGES.rangeOrder,
  })
  .refine((query) => daysInRange(query.startDate, query.endDate) <= DASHBOARD_MAX_DAYS, {
    path: ['endDate'],
    message: DASHBOARD_MESSAGES.rangeTooLong,
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const centavos = z.number().int();

/** One point of the chart: a day, or a month (`start` is its first day). */
export const dashboardPointSchema = z.object({
  start: z.string(),
  /** Received on that day (by payment date): 'Recebido'. */
  paidAmount: centavos,
  /** Due that day and not paid after its due date: 'Em atraso'. */
  lateAmount: centavos,
  /** Due that day and still to be paid: 'A receber'. */
  scheduledAmount: centavos,
});
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const dashboardSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  paidAmount: centavos,
  paidCount: z.number().int(),
  lateAmount: centavos,
  lateCount: z.number().int(),
  scheduledAmount: centavos,
  scheduledCount: z.number().int(),
  /** Basis points (10,000 = 100%) of the value due in the period that is late. */
  defaultRate: z.number().int().min(0).max(10_000),
  /** Minutes. */
  timeSaved: z.number().int().min(0),
  newBuyerQty: z.number().int().min(0),
  /** The seller's first charge (its creation date): the chart's date picker starts there. Null without charges. */
  firstChargeDate: z.string().nullable(),
  bucket: z.enum(['DAY', 'MONTH']),
  /** Every day (or month) of the period, in order, zeros included. */
  series: z.array(dashboardPointSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Labels of the metrics and of the chart's lines. */
export const DASHBOARD_LABELS = {
  paidAmount: 'Recebido',
  lateAmount: 'Em atraso',
  scheduledAmount: 'A receber',
  defaultRate: 'Inadimplência',
  timeSaved: 'Tempo economizado',
  newBuyerQty: 'Novos clientes',
} as const;

/** 'Recebíveis' (spec 1 §2.10): its tabs, in the spec's order, and its own status labels. */
export const DASHBOARD_RECEIVABLE_TABS = [
  { key: 'ALL', label: 'Todas' },
  { key: 'PAID', label: 'Pagas' },
  { key: 'LATE', label: 'Atrasadas' },
  { key: 'SCHEDULED', label: 'Agendadas' },
] as const;
export const DASHBOARD_RECEIVABLE_LABELS: Readonly<Record<string, string>> = {
  PAID: 'Paga',
  PAID_MANUALLY: 'Paga',
  LATE: 'Em atraso',
  SCHEDULED: 'A receber',
};
