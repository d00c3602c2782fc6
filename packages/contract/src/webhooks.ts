import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging.js';
import { text } from './text.js';

/** 'Webhooks' of 'Integração' (spec 3 §2 API settings, §3 webhook, §4, §5 webhook, §7 webhooks, §8). */
export const WEBHOOK_MESSAGES = {
  created: 'Webhook criado com sucesso!',
  updated: 'Webhook atualizado com sucesso!',
  deleted: 'Webhook excluído com sucesso!',
  deactivated: 'Webhook desativado com sucesso',
  activated: 'Webhook ativado com sucesso!',
  listFailed: 'Ocorreu um erro ao listar os webhooks!',
  urlCopied: 'URL copiada para a área de transferência!',
  empty: 'Nenhum webhook cadastrado ainda',
  required: 'Preenchimento obrigatório!',
  invalidUrl: 'Entre com uma url correta',
  titleTooLong: 'Use no máximo 60 caracteres.',
  urlTooLong: 'Use no máximo 2048 caracteres.',
  domainRequired: 'Marque ao menos um domínio.',
  secretCopied: 'Segredo copiado para a área de transferência!',
  secretRotated: 'Segredo renovado. O anterior continua valendo por 24 horas.',
  resent: 'Evento reenviado.',
  testSent: 'Evento de teste enviado.',
  attemptsEmpty: 'Nenhuma entrega ainda',
} as const;

export const WEBHOOK_LIMITS = { title: 60, url: 2048, perSeller: 10 } as const;

/** What an endpoint hears about: subscriptions (and their charges), or one-off charges (spec 3 §3). */
export const WEBHOOK_DOMAINS = ['SUBSCRIPTION', 'ORDER'] as const;
export const webhookDomainSchema = z.enum(WEBHOOK_DOMAINS);
export type WebhookDomain = z.infer<typeof webhookDomainSchema>;
export const WEBHOOK_DOMAIN_LABELS: Record<WebhookDomain, string> = {
  SUBSCRIPTION: 'Assinaturas',
  ORDER: 'Cobrança Pontual',
};

/**
 * Every event a webhook carries (docs/integrations.md, "Webhooks"). A charge's events go to the
 * SUBSCRIPTION domain when the charge bills a subscription's cycle, to ORDER otherwise.
 */
export const WEBHOOK_EVENT_TYPES = [
  'charge.created',
  'charge.updated',
  'charge.paid',
  'charge.overdue',
  'charge.failed',
  'charge.canceled',
  'charge.refunded',
  'charge.refund_reverted',
  'charge.dispute_opened',
  'charge.dispute_won',
  'charge.chargeback',
  'subscription.created',
  'subscription.activated',
  'subscription.defaulted',
  'subscription.recovered',
  'subscription.reactivated',
  'subscription.cancelled',
  'subscription.expired',
  'webhook.test',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** An http(s) URL with a host (spec 3 §5: 'Entre com uma url correta'). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !url.username;
  } catch {
    return false;
  }
}

const webhookTitle = text({ error: WEBHOOK_MESSAGES.required })
  .trim()
  .min(1, WEBHOOK_MESSAGES.required)
  .max(WEBHOOK_LIMITS.title, WEBHOOK_MESSAGES.titleTooLong);
const webhookUrl = text({ error: WEBHOOK_MESSAGES.required })
  .trim()
  .min(1, WEBHOOK_MESSAGES.required)
  .max(WEBHOOK_LIMITS.url, WEBHOOK_MESSAGES.urlTooLong)
  .refine(isWebhookUrl, WEBHOOK_MESSAGES.invalidUrl);
const webhookDomains = z
  .array(webhookDomainSchema, { error: WEBHOOK_MESSAGES.domainRequired })
  .min(1, WEBHOOK_MESSAGES.domainRequired)
  .max(10)
  .transform((domains) => WEBHOOK_DOMAINS.filter((domain) => domains.includes(domain)));

/** POST /seller-api-webhooks: {title, domains, url} (spec 3 §7). */
export const webhookCreateSchema = z.strictObject({ title: webhookTitle, url: webhookUrl, domains: webhookDomains });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** PUT /seller-api-webhooks/{id}: {title, url, domains, active}. */
export const webhookUpdateSchema = webhookCreateSchema.extend({ active: z.boolean() });
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

/** PATCH /seller-api-webhooks/{id}/active: effective at once (spec 3 §4). */
export const webhookActiveSchema = z.strictObject({ active: z.boolean() });

/** An endpoint as listed. `disabledForFailures`: switched off by the platform after 3 days of failures. */
export const webhookSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  domains: z.array(webhookDomainSchema),
  active: z.boolean(),
  createdAt: z.string(),
  /** Since when every delivery has failed (null: the last one succeeded, or none yet). */
  failingSince: z.string().nullable(),
  disabledForFailures: z.boolean(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ content: z.array(webhookSchema) });

/** The signing secret (`whsec_…`), readable again by the seller; the previous one during its overlap. */
export const webhookSecretSchema = z.object({
  secret: z.string(),
  previousSecretExpiresAt: z.string().nullable(),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** The creation's answer carries the secret, as Stripe's does. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Tentando',
  SUCCEEDED: 'Entregue',
  FAILED: 'Falhou',
};

/** Why an attempt got no HTTP answer. */
export const WEBHOOK_ATTEMPT_ERRORS = ['TIMEOUT', 'NETWORK', 'FORBIDDEN_ADDRESS'] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];
export const WEBHOOK_ATTEMPT_ERROR_LABELS: Record<WebhookAttemptError, string> = {
  TIMEOUT: 'Sem resposta em 10 s',
  NETWORK: 'Falha de conexão',
  FORBIDDEN_ADDRESS: 'Endereço não permitido',
};

/** One attempt of the delivery log: time, event, response status, latency, truncated body. */
export const webhookAttemptSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  attemptedAt: z.string(),
  succeeded: z.boolean(),
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The first 1,000 characters of the receiver's answer. */
  responseBody: z.string(),
  error: z.enum(WEBHOOK_ATTEMPT_ERRORS).nullable(),
  /** The delivery as it stands now (retries continue after a failed attempt). */
  deliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export const webhookAttemptPageSchema = pageOf(webhookAttemptSchema);
export const webhookAttemptQuerySchema = pageQuerySchema;

/** POST …/deliveries/{id}/resend and …/test: the event queued for delivery. */
export const webhookQueuedSchema = z.object({ eventId: z.string(), deliveryId: z.uuid() });
export type WebhookQueued = z.infer<typeof webhookQueuedSchema>;
