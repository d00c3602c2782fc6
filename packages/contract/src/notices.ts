import { z } from 'zod';
import type { PaymentMethod } from './charges.js';
import { pageOf } from './paging.js';
import { text } from './text.js';

/**
 * Billing notifications to buyers, 'Notificações' (spec 3 §2 notifications screen, §3 notification
 * settings, §4 master switch, §5 identification, §7, §8, §9 schedule).
 */
export const NOTICE_MESSAGES = {
  loadFailed: 'Não foi possível carregar os dados básicos.',
  identificationSaved: 'Identificação alterada com sucesso',
  switchedOn: 'Notificação ativada!',
  switchedOff: 'Notificação desativada!',
  allOff: 'Notificação desabilitada com sucesso',
  allOn: 'Notificações habilitadas com sucesso',
  required: 'Preenchimento obrigatório!',
  email: 'Digite um e-mail válido!',
  masterOffBanner:
    'As notificações estão desabilitadas. Seus clientes não recebem nenhum lembrete de cobrança por e-mail nem por WhatsApp.',
} as const;

export const NOTICE_METHODS = ['BANK_SLIP', 'PIX', 'CREDIT_CARD'] as const;
export type NoticeMethod = (typeof NOTICE_METHODS)[number];
export const NOTICE_METHOD_LABELS: Record<NoticeMethod, string> = {
  BANK_SLIP: 'Boleto',
  PIX: 'Pix',
  CREDIT_CARD: 'Cartão de Crédito',
};

/** The charge's payment method each notice method speaks of (the spec's codes say BANK_SLIP for boleto). */
export const NOTICE_PAYMENT_METHOD: Record<NoticeMethod, PaymentMethod> = {
  BANK_SLIP: 'BOLETO',
  PIX: 'PIX',
  CREDIT_CARD: 'CREDIT_CARD',
};

export const NOTICE_CHANNELS = ['EMAIL', 'WHATSAPP'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = { EMAIL: 'E-mail', WHATSAPP: 'WhatsApp' };

/** When a notice goes: days from the due date (negative before it), or on payment. */
const MOMENTS = {
  PREPAYMENT_FIFTEEN_DAYS: { offset: -15, label: '15 dias antes do vencimento' },
  PREPAYMENT_SEVEN_DAYS: { offset: -7, label: '7 dias antes do vencimento' },
  PREPAYMENT_TWO_DAYS: { offset: -2, label: '2 dias antes do vencimento' },
  PAYMENT: { offset: null, label: 'Confirmação de pagamento' },
  LATE_PAYMENT_TWO_DAYS: { offset: 2, label: '2 dias após o vencimento' },
  LATE_PAYMENT_SEVEN_DAYS: { offset: 7, label: '7 dias após o vencimento' },
  LATE_PAYMENT_TWENTY_DAYS: { offset: 20, label: '20 dias após o vencimento' },
} as const;
type Moment = keyof typeof MOMENTS;

/**
 * Spec 3 §9: boleto and Pix at 15, 7 and 2 days before the due date and 2, 7 and 20 after; card only
 * 2, 7 and 20 after, plus the on-payment notice.
 */
const SCHEDULE: Record<NoticeMethod, readonly Moment[]> = {
  BANK_SLIP: [
    'PREPAYMENT_FIFTEEN_DAYS',
    'PREPAYMENT_SEVEN_DAYS',
    'PREPAYMENT_TWO_DAYS',
    'LATE_PAYMENT_TWO_DAYS',
    'LATE_PAYMENT_SEVEN_DAYS',
    'LATE_PAYMENT_TWENTY_DAYS',
  ],
  PIX: [
    'PREPAYMENT_FIFTEEN_DAYS',
    'PREPAYMENT_SEVEN_DAYS',
    'PREPAYMENT_TWO_DAYS',
    'LATE_PAYMENT_TWO_DAYS',
    'LATE_PAYMENT_SEVEN_DAYS',
    'LATE_PAYMENT_TWENTY_DAYS',
  ],
  CREDIT_CARD: ['PAYMENT', 'LATE_PAYMENT_TWO_DAYS', 'LATE_PAYMENT_SEVEN_DAYS', 'LATE_PAYMENT_TWENTY_DAYS'],
};

/** The spec's type codes: method + moment ('BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS', 'CREDIT_CARD_PAYMENT'). */
export const NOTICE_TYPES = NOTICE_METHODS.flatMap((method) =>
  SCHEDULE[method].map((moment) => `${method}_${moment}` as const),
);
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const noticeTypeSchema = z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]]);

export interface NoticeDefinition {
  type: NoticeType;
  method: NoticeMethod;
  /** Days from the due date (negative before it); null for the on-payment notice. */
  offset: number | null;
  label: string;
  /** Post-due notices go only while the charge is unpaid (spec 3 §9). */
  late: boolean;
}

export const NOTICE_DEFINITIONS: readonly NoticeDefinition[] = NOTICE_METHODS.flatMap((method) =>
  SCHEDULE[method].map((moment) => ({
    type: `${method}_${moment}` as NoticeType,
    method,
    offset: MOMENTS[moment].offset,
    label: MOMENTS[moment].label,
    late: moment.startsWith('LATE_'),
  })),
);

export const noticeDefinition = (type: NoticeType): NoticeDefinition =>
  NOTICE_DEFINITIONS.find((definition) => definition.type === type) as NoticeDefinition;

/** A switch's code: the type for e-mail, the type + '_WHATSAPP' for WhatsApp (spec 3 §3). */
export const NOTICE_SWITCH_CODES = NOTICE_TYPES.flatMap((type) => [type, `${type}_WHATSAPP` as const]);
export type NoticeSwitchCode = (typeof NOTICE_SWITCH_CODES)[number];
export const noticeSwitchCodeSchema = z.enum(NOTICE_SWITCH_CODES as [NoticeSwitchCode, ...NoticeSwitchCode[]]);

export const switchCode = (type: NoticeType, channel: NoticeChannel): NoticeSwitchCode =>
  channel === 'EMAIL' ? type : `${type}_WHATSAPP`;

export function parseSwitchCode(code: NoticeSwitchCode): { type: NoticeType; channel: NoticeChannel } {
  return code.endsWith('_WHATSAPP')
    ? { type: code.slice(0, -'_WHATSAPP'.length) as NoticeType, channel: 'WHATSAPP' }
    : { type: code as NoticeType, channel: 'EMAIL' };
}

/** A switch nobody touched: e-mail on, WhatsApp off (the buyer's phone must be reachable first). */
export const defaultSwitch = (channel: NoticeChannel) => channel === 'EMAIL';

/** The variables a template may use; each is filled from the charge and the seller. */
export const NOTICE_TEMPLATE_VARIABLES = [
  'cliente',
  'empresa',
  'descricao',
  'valor',
  'vencimento',
  'codigo',
  'link',
] as const;
export type NoticeTemplateVariable = (typeof NOTICE_TEMPLATE_VARIABLES)[number];

const PAY_BY: Record<NoticeMethod, string> = {
  BANK_SLIP: 'Linha digitável do boleto: {{codigo}}',
  PIX: 'Pix copia e cola: {{codigo}}',
  CREDIT_CARD: '',
};

/** Each type's message (spec 3 §3: every type has a message template text), for e-mail and WhatsApp. */
export function noticeTemplate(type: NoticeType): string {
  const { method, offset } = noticeDefinition(type);
  const what = `"{{descricao}}" de {{empresa}}, no valor de {{valor}}`;
  const how = PAY_BY[method] ? ` ${PAY_BY[method]}.` : '';
  if (offset === null) {
    return `Olá, {{cliente}}! Recebemos o pagamento de ${what}. Obrigado! Veja o comprovante: {{link}}`;
  }
  if (offset < 0) {
    return `Olá, {{cliente}}! Lembrete: a cobrança ${what}, vence em {{vencimento}}.${how} Pague por aqui: {{link}}`;
  }
  return `Olá, {{cliente}}! A cobrança ${what}, venceu em {{vencimento}} e ainda não identificamos o pagamento.${how} Pague por aqui: {{link}}`;
}

/** Fills a template; a variable without a value is left empty. */
export function renderNoticeTemplate(template: string, values: Partial<Record<NoticeTemplateVariable, string>>) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name as NoticeTemplateVariable] ?? '');
}

const identificationEmail = text({ error: NOTICE_MESSAGES.email })
  .trim()
  .min(1, NOTICE_MESSAGES.required)
  .max(254, NOTICE_MESSAGES.email)
  .pipe(z.email({ error: NOTICE_MESSAGES.email }))
  .transform((email) => email.toLowerCase());

/**
 * PATCH /seller-notifications/basic (spec 3 §5): the name the buyer sees as sender, the e-mail
 * replies go to, an optional hidden copy (Cco) of every notice, and the master switch.
 */
export const noticeBasicSchema = z.strictObject({
  name: text({ error: NOTICE_MESSAGES.required })
    .trim()
    .min(1, NOTICE_MESSAGES.required)
    .max(100, 'Use no máximo 100 caracteres.'),
  email: identificationEmail,
  hiddenEmail: text({ error: NOTICE_MESSAGES.email })
    .trim()
    .max(254, NOTICE_MESSAGES.email)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null))
    .refine((value) => value === null || z.email().safeParse(value).success, NOTICE_MESSAGES.email),
  activeAllNotifications: z.boolean({ error: NOTICE_MESSAGES.required }),
});
export type NoticeBasicInput = z.input<typeof noticeBasicSchema>;
export type NoticeBasic = z.output<typeof noticeBasicSchema>;

/** PATCH /seller-notifications/active: one switch. */
export const noticeSwitchSchema = z.strictObject({ type: noticeSwitchCodeSchema, active: z.boolean() });
export type NoticeSwitch = z.infer<typeof noticeSwitchSchema>;

export const noticeTypeSettingSchema = z.object({
  type: noticeTypeSchema,
  method: z.enum(NOTICE_METHODS),
  label: z.string(),
  email: z.boolean(),
  whatsapp: z.boolean(),
  template: z.string(),
});
export type NoticeTypeSetting = z.infer<typeof noticeTypeSettingSchema>;

/** GET /seller-notifications: the identification, the master switch and every type's switches. */
export const noticeSettingsSchema = z.object({
  name: z.string(),
  email: z.string(),
  hiddenEmail: z.string().nullable(),
  activeAllNotifications: z.boolean(),
  types: z.array(noticeTypeSettingSchema),
  /** True where WhatsApp goes to the sandbox, whose messages the seller can read. */
  sandbox: z.boolean(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

/**
 * A delivery's life: PENDING (decided) → SENDING (a worker calls WhatsApp) → SENT, FAILED (refused)
 * or UNKNOWN (no answer: reconciled by lookup → SENT, PENDING again, or UNCONFIRMED when the provider
 * cannot tell); SKIPPED when, at sending time, the charge was paid, the switch was off or the buyer
 * has no phone. An e-mail is SENT once it is in the mail outbox.
 */
export const NOTICE_DELIVERY_STATUSES = [
  'PENDING',
  'SENDING',
  'SENT',
  'FAILED',
  'UNKNOWN',
  'UNCONFIRMED',
  'SKIPPED',
] as const;
export type NoticeDeliveryStatus = (typeof NOTICE_DELIVERY_STATUSES)[number];
export const NOTICE_DELIVERY_STATUS_LABELS: Record<NoticeDeliveryStatus, string> = {
  PENDING: 'Na fila',
  SENDING: 'Enviando',
  SENT: 'Enviada',
  FAILED: 'Não entregue',
  UNKNOWN: 'Verificando',
  UNCONFIRMED: 'Sem confirmação',
  SKIPPED: 'Não enviada',
};

/** GET /seller-notifications/deliveries: the notices sent to buyers, newest first. */
export const noticeDeliverySchema = z.object({
  id: z.uuid(),
  chargeId: z.uuid(),
  chargeTitle: z.string(),
  customerName: z.string(),
  type: noticeTypeSchema,
  channel: z.enum(NOTICE_CHANNELS),
  status: z.enum(NOTICE_DELIVERY_STATUSES),
  createdAt: z.string(),
  /** The WhatsApp text as the sandbox received it; null elsewhere. */
  message: z.string().nullable(),
});
export type NoticeDelivery = z.infer<typeof noticeDeliverySchema>;
export const noticeDeliveryPageSchema = pageOf(noticeDeliverySchema);
export const NOTICE_DELIVERY_PAGE_SIZE = 20;
export const noticeDeliveryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(500).default(0),
});

/** POST /sandbox/seller-notifications/run: the dunning run for the seller now, and what it sent. */
export const noticeRunSchema = z.object({
  decided: z.number().int(),
  emails: z.number().int(),
  whatsApp: z.number().int(),
});
export type NoticeRun = z.infer<typeof noticeRunSchema>;
