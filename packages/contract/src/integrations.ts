import { z } from 'zod';
import { text } from './text.js';

/** 'Integração': API keys (spec 3 §2 API settings, §3 API key, §4, §5, §7 API keys, §8). */
export const INTEGRATION_MESSAGES = {
  keyCreated: 'Chave API criada com sucesso!',
  keyUpdated: 'Chave API atualizada com sucesso!',
  keyDeleted: 'Chave API excluída com sucesso!',
  keyDeactivated: 'Chave API desativada com sucesso!',
  keyActivated: 'Chave API ativada com sucesso!',
  keysLoadFailed: 'Ocorreu um erro ao listar as chaves API!',
  keyDeleteFailed: 'Ocorreu um erro ao excluir a chave API!',
  keyCopied: 'Chave API copiada para a área de transferência!',
  keysEmpty: 'Nenhuma chave cadastrada ainda',
  required: 'Preenchimento obrigatório!',
  titleTooLong: 'Use no máximo 60 caracteres.',
} as const;

export const API_KEY_LIMITS = { title: 60, perSeller: 20 } as const;

/** Sandbox keys say so in their prefix; a production deployment issues `cofre_live_` keys. */
export const API_KEY_PREFIXES = { sandbox: 'cofre_test_', live: 'cofre_live_' } as const;

const keyTitle = text({ error: INTEGRATION_MESSAGES.required })
  .trim()
  .min(1, INTEGRATION_MESSAGES.required)
  .max(API_KEY_LIMITS.title, INTEGRATION_MESSAGES.titleTooLong);

/** A key as listed: never its secret, only a preview ('cofre_test_…a1B2'). */
export const apiKeySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  active: z.boolean(),
  preview: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ content: z.array(apiKeySchema) });

/** POST /seller-api-tokens: the title, required (the form starts with `nextKeyTitle`, spec 3 §5). */
export const apiKeyCreateSchema = z.strictObject({ title: keyTitle });
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** The creation's answer: the only time the whole key is shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** PUT /seller-api-tokens/{id}: title and active flag. */
export const apiKeyUpdateSchema = z.strictObject({ title: keyTitle, active: z.boolean() });
export type ApiKeyUpdate = z.input<typeof apiKeyUpdateSchema>;

/** PATCH /seller-api-tokens/{id}/active: the switch alone, effective on the key's next request (spec 3 §4). */
export const apiKeyActiveSchema = z.strictObject({ active: z.boolean() });

/** 'Chave ' + one more than the highest number among the titles of that form ('Chave 3' → 'Chave 4'). */
export function nextKeyTitle(titles: readonly string[]): string {
  const numbers = titles.map((title) => /^Chave (\d+)$/.exec(title.trim())?.[1]).map(Number);
  const highest = Math.max(0, ...numbers.filter((value) => Number.isInteger(value)));
  return `Chave ${Math.max(highest, titles.length) + 1}`;
}
