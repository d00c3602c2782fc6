import { z } from 'zod';
import { MAX_CHARGE_CENTS } from './charges.js';
import { scaleDown } from './money.js';
import { pageOf, pageQuerySchema } from './paging.js';
import { text } from './text.js';

/** Plans (spec 2 §2 'Plans and checkout', §3 Plan, §4 Plan, §5 Plan, §7, §8, §9; D16). */
export const PLAN_MESSAGES = {
  required: 'Preenchimento obrigatório!',
  priceRequired: 'Preenchimento obrigatório',
  titleMax: 'O título deve ter no máximo 60 caracteres!',
  descriptionMax: 'A descrição deve ter no máximo 500 caracteres!',
  itemMax: 'O item deve ter no máximo 120 caracteres!',
  methodRequired: 'Selecione ao menos um método de pagamento.',
  invalidValue: 'Informe um valor válido.',
  saved: 'Plano cadastrado com sucesso!',
  updated: 'Plano atualizado com sucesso!',
  updateFailed: 'Plano não pode ser atualizado!',
  empty: 'Sem Planos cadastrados',
  searchPlaceholder: 'Buscar planos',
  loadFailed: 'Não foi possível carregar os planos.',
} as const;

export const PERIODICITIES = ['MONTHLY', 'SEMESTER', 'YEARLY'] as const;
export const periodicitySchema = z.enum(PERIODICITIES);
export type Periodicity = z.infer<typeof periodicitySchema>;
/** Spec 2 §9: MONTHLY 1 month, SEMESTER 6, YEARLY 12. */
export const PERIODICITY_MONTHS: Record<Periodicity, number> = { MONTHLY: 1, SEMESTER: 6, YEARLY: 12 };
export const PERIODICITY_LABELS: Record<Periodicity, string> = {
  MONTHLY: 'Mensal',
  SEMESTER: 'Semestral',
  YEARLY: 'Anual',
};

export const PLAN_LIMITS = { title: 60, description: 500, item: 120, items: 20, pageSize: 20 } as const;

/** A price per month in centavos: R$ 1,00 up to the largest charge over a year. */
const perMonthCents = z
  .number({ error: PLAN_MESSAGES.priceRequired })
  .int(PLAN_MESSAGES.invalidValue)
  .min(100, 'O valor mínimo é R$ 1,00.')
  .max(scaleDown(MAX_CHARGE_CENTS, 1, 12), PLAN_MESSAGES.invalidValue);

/** The total of one cycle: the per-month value times the cycle's months (spec 2 §3, §9). */
export function cycleValue(valuePerMonth: number, periodicity: Periodicity): number {
  return valuePerMonth * PERIODICITY_MONTHS[periodicity];
}

export const planItemSchema = z.strictObject({
  // D16: 120 characters when adding and when editing.
  description: text({ error: PLAN_MESSAGES.required })
    .trim()
    .min(1, PLAN_MESSAGES.required)
    .max(PLAN_LIMITS.item, PLAN_MESSAGES.itemMax),
});

/** POST /plans and PUT /plans/{id}: the three prices are per month; the server computes the totals. */
export const planInputSchema = z
  .strictObject({
    title: text({ error: PLAN_MESSAGES.required })
      .trim()
      .min(1, PLAN_MESSAGES.required)
      .max(PLAN_LIMITS.title, PLAN_MESSAGES.titleMax),
    description: text()
      .trim()
      .max(PLAN_LIMITS.description, PLAN_MESSAGES.descriptionMax)
      .nullish()
      .transform((value) => value || null),
    bullets: z.array(planItemSchema).max(PLAN_LIMITS.items).default([]),
    prices: z.strictObject({ MONTHLY: perMonthCents, SEMESTER: perMonthCents, YEARLY: perMonthCents }),
    enableBankSlip: z.boolean(),
    enableCreditCard: z.boolean(),
    enablePixPayment: z.boolean(),
  })
  .superRefine((plan, issue) => {
    if (!plan.enableBankSlip && !plan.enableCreditCard && !plan.enablePixPayment) {
      issue.addIssue({ code: 'custom', path: ['enableCreditCard'], message: PLAN_MESSAGES.methodRequired });
    }
  });
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanCreate = z.output<typeof planInputSchema>;

export const planActiveSchema = z.strictObject({ active: z.boolean() });

export const basicValueSchema = z.object({
  type: periodicitySchema,
  /** The cycle's total: valuePerMonth × months. */
  value: z.number().int(),
  valuePerMonth: z.number().int(),
});
export type BasicValue = z.infer<typeof basicValueSchema>;

export const planSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  bullets: z.array(z.object({ description: z.string() })),
  basicValues: z.array(basicValueSchema),
  idCheckout: z.uuid().nullable(),
  enableBankSlip: z.boolean(),
  enableCreditCard: z.boolean(),
  enablePixPayment: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(60).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export const planPageSchema = pageOf(planSchema);
