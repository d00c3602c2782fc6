import { z } from 'zod';
import {
  chargeCreateSchema,
  paymentMethodSchema,
  type ChargeCreateInput,
  type ClientSummary,
  type PaymentMethod,
} from '@cofre/contract';
import { firstBusinessDayFrom } from '../../../../lib/businessDate';

/**
 * The 'Nova cobrança' form: the request's fields as the inputs hold them, read as the request and
 * checked by the contract's chargeCreateSchema (never a rule of its own). `clientId` is the
 * picker's; `customer` is the picked client as the request carries it, so the contract's messages
 * about the buyer land on the picker. Card data and instalments go only with a card.
 */
export const newChargeFormSchema = z
  .object({
    clientId: z.string().nullable(),
    customer: z.object({
      name: z.string(),
      document: z.string(),
      email: z.string(),
      phone: z.string(),
      countryCode: z.string(),
    }),
    paymentMethod: paymentMethodSchema,
    value: z.number(),
    installments: z.number(),
    expirationDate: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    card: z.object({ number: z.string(), holderName: z.string(), expiry: z.string(), cvv: z.string() }),
  })
  .transform((form): ChargeCreateInput => ({
    title: form.title,
    description: form.description.trim() || undefined,
    value: form.value,
    paymentMethod: form.paymentMethod,
    installments: form.paymentMethod === 'CREDIT_CARD' ? form.installments : 1,
    expirationDate: form.expirationDate ?? '',
    customer: form.customer,
    card: form.paymentMethod === 'CREDIT_CARD' ? form.card : undefined,
  }))
  .pipe(chargeCreateSchema);

export type NewChargeValues = z.input<typeof newChargeFormSchema>;

const NO_CUSTOMER: NewChargeValues['customer'] = { name: '', document: '', email: '', phone: '', countryCode: '55' };

/** A picked client as the request's buyer (the server finds the client again by document). */
export function customerOf(client: ClientSummary | null): NewChargeValues['customer'] {
  if (!client) return NO_CUSTOMER;
  return {
    name: client.name,
    document: client.document.documentNumber,
    email: client.email,
    phone: client.phone,
    countryCode: client.countryCode,
  };
}

/** A boleto's due date starts on a business day; a card or Pix charge's today (a card due today is charged at once). */
export function defaultDueDate(method: PaymentMethod, today: string): string {
  return method === 'BOLETO' ? firstBusinessDayFrom(today) : today;
}

export function emptyNewCharge(
  today: string,
  client: ClientSummary | null = null,
  method: PaymentMethod = 'BOLETO',
): NewChargeValues {
  return {
    clientId: client?.id ?? null,
    customer: customerOf(client),
    paymentMethod: method,
    value: 0,
    installments: 1,
    expirationDate: defaultDueDate(method, today),
    title: '',
    description: '',
    card: { number: '', holderName: '', expiry: '', cvv: '' },
  };
}

const CUSTOMER_FIELDS = ['name', 'document', 'email', 'phone', 'countryCode'] as const;

/** The first message the contract gave about the buyer: shown on the client picker. */
export function customerError(
  errors: Partial<Record<(typeof CUSTOMER_FIELDS)[number], { message?: string }>> | undefined,
): string | undefined {
  return CUSTOMER_FIELDS.map((field) => errors?.[field]?.message).find(Boolean);
}
