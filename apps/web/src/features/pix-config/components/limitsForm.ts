import { z } from 'zod';
import { pixLimitsUpdateSchema, type PixLimit, type PixLimitPeriod, type PixLimitsUpdate } from '@cofre/contract';

/**
 * What the two money inputs hold: centavos, or null while a field is empty (R$ 0,00, the money
 * inputs' empty), so the contract says 'Preenchimento obrigatório!' and Salvar stays off (spec 3 §5).
 */
export interface PixLimitsFormValues {
  day: number | null;
  night: number | null;
}

/** The form field of each period, in the order the screen shows them (day first). */
export const FIELD_OF: Record<PixLimitPeriod, keyof PixLimitsFormValues> = { DAY: 'day', NIGHT: 'night' };
export const LIMIT_FIELDS: ReadonlySet<string> = new Set(Object.values(FIELD_OF));

const formFields = z.object({ day: z.number().nullable(), night: z.number().nullable() });

/** What is typed as the request (PATCH /banking/pix-limits), not yet checked: an empty field is no number. */
export function limitsRequestOf({ day, night }: PixLimitsFormValues): PixLimitsUpdate {
  return { day: day ?? Number.NaN, night: night ?? Number.NaN };
}

/** The form's schema: what is typed, read as the request and checked by the contract (no rule of its own). */
export const limitsFormSchema = formFields.transform(limitsRequestOf).pipe(pixLimitsUpdateSchema);

/** The limits in force as the inputs start (a limit of R$ 0,00 starts empty, as the inputs show it). */
export function limitsFormValues(limits: readonly PixLimit[]): PixLimitsFormValues {
  const amountOf = (period: PixLimitPeriod) => limits.find((limit) => limit.period === period)?.amount || null;
  return { day: amountOf('DAY'), night: amountOf('NIGHT') };
}

/** Whether a period's limit has an increase waiting (spec 3 §4: editing is off while one does). */
export const hasScheduled = (limits: readonly PixLimit[]) => limits.some((limit) => limit.scheduledFor !== null);
