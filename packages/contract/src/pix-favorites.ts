import { z } from 'zod';
import { pageOf } from './paging.js';
import { detectPixKey, PIX_PAYMENT_MESSAGES } from './pix-payments.js';
import { text } from './text.js';

/**
 * The seller's Pix favorites (spec 4 §2 'PIX key input', 'Favorites modals', §3 'PIX favorite', §4,
 * §5 'Favorite form', §7; D6 one key vocabulary, D19/D23 searched on the server). A favorite is a
 * payee the seller pays again: its key, who holds it and a nickname.
 */
export const PIX_FAVORITE_ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'PAYMENT_ACCOUNT'] as const;
export type PixFavoriteAccountType = (typeof PIX_FAVORITE_ACCOUNT_TYPES)[number];
export const PIX_FAVORITE_ACCOUNT_TYPE_LABELS: Record<PixFavoriteAccountType, string> = {
  CHECKING_ACCOUNT: 'Conta corrente',
  SAVINGS_ACCOUNT: 'Conta poupança',
  PAYMENT_ACCOUNT: 'Conta de pagamento',
};

/** Spec 4 §9: the key input suggests up to 5 active favorites. */
export const PIX_FAVORITE_SUGGESTIONS = 5;
export const PIX_FAVORITE_NICKNAME_MAX = 60;
export const PIX_FAVORITE_NAME_MAX = 120;
export const PIX_FAVORITE_NOTES_MAX = 500;

/** Spec 4 §2, §5, §8: the favorites' words. */
export const PIX_FAVORITE_MESSAGES = {
  nicknameRequired: 'Apelido é obrigatório',
  nameRequired: 'Nome do favorecido é obrigatório',
  keyRequired: 'Chave PIX é obrigatória',
  keyInvalid: PIX_PAYMENT_MESSAGES.keyInvalid,
  created: 'Favorito cadastrado com sucesso!',
  updated: 'Favorito atualizado com sucesso!',
  deleted: 'Favorito excluído com sucesso!',
  activated: 'Favorito ativado',
  deactivated: 'Favorito desativado',
  saveError: 'Erro ao salvar favorito',
  deleteError: 'Erro ao excluir favorito',
  statusError: 'Erro ao alterar status do favorito',
  loadError: 'Erro ao carregar favoritos',
  useThisKey: 'Usar esta chave:',
  invalidKey: 'Chave inválida:',
  recent: 'Favoritos recentes',
  seeAll: 'Ver todos os favoritos',
  none: 'Nenhum favorito disponível',
  unavailablePlaceholder: 'Digite a chave PIX (favoritos temporariamente indisponíveis)',
  manageTitle: 'Favoritos PIX',
  selectTitle: 'Selecionar Favorito PIX',
  formTitle: 'Cadastrar/Editar Favorito PIX',
} as const;

const optionalText = (max: number, label: string) =>
  text().trim().max(max, `${label} tem no máximo ${max} caracteres.`).optional();

/** POST /payments/pix/favorites and PUT /payments/pix/favorites/{id} (spec 4 §5 'Favorite form'). */
export const pixFavoriteInputSchema = z.strictObject({
  nickname: text({ error: PIX_FAVORITE_MESSAGES.nicknameRequired })
    .trim()
    .min(1, PIX_FAVORITE_MESSAGES.nicknameRequired)
    .max(PIX_FAVORITE_NICKNAME_MAX, `O apelido tem no máximo ${PIX_FAVORITE_NICKNAME_MAX} caracteres.`),
  beneficiaryName: text({ error: PIX_FAVORITE_MESSAGES.nameRequired })
    .trim()
    .min(1, PIX_FAVORITE_MESSAGES.nameRequired)
    .max(PIX_FAVORITE_NAME_MAX, `O nome tem no máximo ${PIX_FAVORITE_NAME_MAX} caracteres.`),
  key: text({ error: PIX_FAVORITE_MESSAGES.keyRequired })
    .trim()
    .min(1, PIX_FAVORITE_MESSAGES.keyRequired)
    .max(120, PIX_FAVORITE_MESSAGES.keyInvalid)
    .refine((value) => detectPixKey(value) !== null, PIX_FAVORITE_MESSAGES.keyInvalid),
  beneficiaryDocument: optionalText(18, 'O documento'),
  bank: optionalText(80, 'O banco'),
  agency: optionalText(10, 'A agência'),
  account: optionalText(20, 'A conta'),
  accountType: z.enum(PIX_FAVORITE_ACCOUNT_TYPES).optional(),
  notes: optionalText(PIX_FAVORITE_NOTES_MAX, 'As observações'),
});
export type PixFavoriteInput = z.input<typeof pixFavoriteInputSchema>;

/** PATCH /payments/pix/favorites/{id}/active (spec 4 §4: the active toggle). */
export const pixFavoriteActiveSchema = z.strictObject({ active: z.boolean() });

export const pixFavoriteSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  beneficiaryName: z.string(),
  beneficiaryDocument: z.string().nullable(),
  key: z.string(),
  keyType: z.enum(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']),
  bank: z.string().nullable(),
  agency: z.string().nullable(),
  account: z.string().nullable(),
  accountType: z.enum(PIX_FAVORITE_ACCOUNT_TYPES).nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PixFavorite = z.infer<typeof pixFavoriteSchema>;

/** GET /payments/pix/favorites (spec 4 §7: sortBy nickname by default, ascending; active, search, keyType). */
export const pixFavoriteListQuerySchema = z.strictObject({
  search: text().trim().max(120).optional(),
  active: z.enum(['true', 'false']).optional(),
  keyType: z.enum(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP']).optional(),
  sortBy: z.enum(['nickname', 'beneficiaryName', 'createdAt']).default('nickname'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PixFavoriteListQuery = z.input<typeof pixFavoriteListQuerySchema>;
export const pixFavoritePageSchema = pageOf(pixFavoriteSchema);
export type PixFavoritePage = z.infer<typeof pixFavoritePageSchema>;
