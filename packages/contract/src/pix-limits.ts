import { z } from 'zod';

/**
 * Pix transfer limits of the seller's account (spec 3 §3 'Pix limit', §4 'Pix limits', §9): one
 * limit for the day period and one for the night, each the most that may leave by Pix within one
 * occurrence of its period. A decrease applies at once; an increase is scheduled 24 h ahead
 * (the classic defence when an account is taken over: the thief cannot raise the ceiling and use it
 * in the same hour). The periods are São Paulo wall-clock hours; São Paulo keeps UTC−3 all year
 * (no daylight saving since 2019), so a period's bounds are fixed offsets from UTC.
 */
export const PIX_LIMIT_PERIODS = ['DAY', 'NIGHT'] as const;
export type PixLimitPeriod = (typeof PIX_LIMIT_PERIODS)[number];
export const pixLimitPeriodSchema = z.enum(PIX_LIMIT_PERIODS);

export const PIX_LIMIT_PERIOD_LABELS: Record<PixLimitPeriod, string> = {
  DAY: 'Período diurno (06:00 às 19:59)',
  NIGHT: 'Período noturno (20:00 às 05:59)',
};

/** Spec 3 §9: the day is 06:00–19:59:59, the night 20:00–05:59:59, São Paulo time. */
export const PIX_DAY_STARTS_AT_HOUR = 6;
export const PIX_NIGHT_STARTS_AT_HOUR = 20;
/** Spec 3 §4/§9: an increase takes effect 24 h after it is asked for. */
export const PIX_LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
/** The most either limit may be set to: the largest charge the platform takes, R$ 1.000.000,00. */
export const PIX_LIMIT_MAX_CENTS = 100_000_000;

/**
 * What an account starts with when it becomes ACTIVE (docs/banking.md): R$ 10.000,00 by day and
 * R$ 1.000,00 by night, the central bank's night default for people, kept for companies until they
 * raise it.
 */
export const DEFAULT_PIX_LIMITS: Record<PixLimitPeriod, number> = { DAY: 1_000_000, NIGHT: 100_000 };

const HOUR_MS = 60 * 60 * 1000;
const SAO_PAULO_OFFSET_MS = -3 * HOUR_MS;

export const PIX_LIMIT_MESSAGES = {
  saved: 'Limites alterado com sucesso.',
  notConfigured: 'Conta não configurada.',
  notConfiguredNote: 'Ative a sua conta PJ para ajustar os limites de transferência Pix.',
  scheduled: 'Alteração em processamento',
  pendingChange: 'Há uma alteração de limite em processamento. Aguarde a sua conclusão para alterar de novo.',
  required: 'Preenchimento obrigatório!',
  tooHigh: 'O limite máximo é R$ 1.000.000,00.',
  confirmTitle: 'Alterar limites Pix',
  confirmIncrease: 'Aumentos de limite entram em vigor 24 horas depois de confirmados; reduções valem na hora.',
} as const;

const limitAmount = z
  .number({ error: PIX_LIMIT_MESSAGES.required })
  .int(PIX_LIMIT_MESSAGES.required)
  .min(0, PIX_LIMIT_MESSAGES.required)
  .max(PIX_LIMIT_MAX_CENTS, PIX_LIMIT_MESSAGES.tooHigh);

/** PATCH /banking/pix-limits: both periods at once, in centavos (spec 3 §5: save needs both). */
export const pixLimitsUpdateSchema = z.strictObject({ day: limitAmount, night: limitAmount });
export type PixLimitsUpdate = z.infer<typeof pixLimitsUpdateSchema>;

/** One period's limit as the screen shows it: in force, and an increase waiting for its time. */
export const pixLimitSchema = z.object({
  period: pixLimitPeriodSchema,
  amount: z.number().int(),
  scheduledAmount: z.number().int().nullable(),
  /** When the scheduled increase takes effect (ISO instant), null without one. */
  scheduledFor: z.string().nullable(),
});
export type PixLimit = z.infer<typeof pixLimitSchema>;

/** GET /banking/pix-limits: the two limits of an ACTIVE account; `configured` false otherwise ('Conta não configurada.'). */
export const pixLimitsViewSchema = z.object({
  configured: z.boolean(),
  limits: z.array(pixLimitSchema),
});
export type PixLimitsView = z.infer<typeof pixLimitsViewSchema>;

/** The São Paulo wall-clock hour of an instant. */
function saoPauloHour(instant: Date): number {
  return new Date(instant.getTime() + SAO_PAULO_OFFSET_MS).getUTCHours();
}

/** The period an instant falls in: 06:00 is day, 19:59:59 is day, 20:00 is night, 05:59:59 is night. */
export function pixLimitPeriodAt(instant: Date): PixLimitPeriod {
  const hour = saoPauloHour(instant);
  return hour >= PIX_DAY_STARTS_AT_HOUR && hour < PIX_NIGHT_STARTS_AT_HOUR ? 'DAY' : 'NIGHT';
}

/**
 * The occurrence of the period that holds `instant`, as UTC instants [start, end): what a payment's
 * limit counts against. A night that started at 20:00 yesterday ends at 06:00 today.
 */
export function pixLimitWindow(instant: Date): { period: PixLimitPeriod; start: Date; end: Date } {
  const local = new Date(instant.getTime() + SAO_PAULO_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const hour = local.getUTCHours();
  const at = (dayOffset: number, hourOfDay: number) =>
    new Date(midnight + dayOffset * 24 * HOUR_MS + hourOfDay * HOUR_MS - SAO_PAULO_OFFSET_MS);
  if (hour >= PIX_DAY_STARTS_AT_HOUR && hour < PIX_NIGHT_STARTS_AT_HOUR) {
    return { period: 'DAY', start: at(0, PIX_DAY_STARTS_AT_HOUR), end: at(0, PIX_NIGHT_STARTS_AT_HOUR) };
  }
  if (hour >= PIX_NIGHT_STARTS_AT_HOUR) {
    return { period: 'NIGHT', start: at(0, PIX_NIGHT_STARTS_AT_HOUR), end: at(1, PIX_DAY_STARTS_AT_HOUR) };
  }
  return { period: 'NIGHT', start: at(-1, PIX_NIGHT_STARTS_AT_HOUR), end: at(0, PIX_DAY_STARTS_AT_HOUR) };
}

/** Spec 3 §4: a decrease (or the same amount) applies at once, an increase 24 h later. */
export function pixLimitChangeTiming(current: number, requested: number): 'IMMEDIATE' | 'SCHEDULED' {
  return requested > current ? 'SCHEDULED' : 'IMMEDIATE';
}

/** Whether `amount` may still leave in this period: what already left plus it stays within the limit. */
export function fitsPixLimit(limit: number, usedInWindow: number, amount: number): boolean {
  return amount > 0 && usedInWindow + amount <= limit;
}
