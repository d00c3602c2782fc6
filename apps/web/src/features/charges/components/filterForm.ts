import { z } from 'zod';
import { CHARGE_SEARCH_FIELDS, chargeListQuerySchema, paymentMethodSchema } from '@cofre/contract';
import type { ChargeFilters } from '../chargeFilters';

/** An empty box is no bound; anything typed must be an amount by the contract's rule ('Informe um valor válido.'). */
const optionalAmount = (rule: typeof chargeListQuerySchema.shape.valueMin) =>
  z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(rule);

const range = z.tuple([z.string().nullable(), z.string().nullable()]);

/** The filter bar's form: the contract's rules for amounts, the inputs' shapes for the rest. */
export const filterFormSchema = z.object({
  field: z.enum(CHARGE_SEARCH_FIELDS),
  search: z.string(),
  expiration: range,
  paid: range,
  valueMin: optionalAmount(chargeListQuerySchema.shape.valueMin),
  valueMax: optionalAmount(chargeListQuerySchema.shape.valueMax),
  paymentMethod: paymentMethodSchema.nullable(),
});
export type FilterFormValues = z.input<typeof filterFormSchema>;

export function formValuesOf(filters: ChargeFilters): FilterFormValues {
  return {
    field: filters.field,
    search: filters.search,
    expiration: [filters.expirationFrom, filters.expirationTo],
    paid: [filters.paidFrom, filters.paidTo],
    valueMin: filters.valueMin,
    valueMax: filters.valueMax,
    paymentMethod: filters.paymentMethod,
  };
}

/** The typed values (amounts as typed, not in centavos: the API reads them as the seller wrote them). */
export function filtersOf(values: FilterFormValues): ChargeFilters {
  return {
    field: values.field,
    search: values.search,
    expirationFrom: values.expiration[0] || null,
    expirationTo: values.expiration[1] || null,
    paidFrom: values.paid[0] || null,
    paidTo: values.paid[1] || null,
    valueMin: values.valueMin.trim(),
    valueMax: values.valueMax.trim(),
    paymentMethod: values.paymentMethod,
  };
}
