import { z } from 'zod';
import {
  detectPixKey,
  PIX_FAVORITE_ACCOUNT_TYPES,
  pixFavoriteInputSchema,
  type PixFavorite,
  type PixFavoriteAccountType,
  type PixFavoriteInput,
} from '@cofre/contract';

/** The favorite form as typed: every text a string (empty when not given), the account type or null. */
export interface FavoriteFormValues {
  nickname: string;
  beneficiaryName: string;
  key: string;
  beneficiaryDocument: string;
  bank: string;
  agency: string;
  account: string;
  accountType: PixFavoriteAccountType | null;
  notes: string;
}

/** The request's fields, which a 400's `title` may name. */
export const FAVORITE_FIELDS: ReadonlySet<string> = new Set([
  'nickname',
  'beneficiaryName',
  'key',
  'beneficiaryDocument',
  'bank',
  'agency',
  'account',
  'accountType',
  'notes',
]);

/** The server's rule codes that belong to a field: a key that is already a favorite. */
export const FAVORITE_FIELD_OF_CODE: Readonly<Record<string, string>> = { 'PAY-010': 'key' };

export function favoriteFormValues(favorite: PixFavorite | null, key: string): FavoriteFormValues {
  return {
    nickname: favorite?.nickname ?? '',
    beneficiaryName: favorite?.beneficiaryName ?? '',
    key: favorite?.key ?? key,
    beneficiaryDocument: favorite?.beneficiaryDocument ?? '',
    bank: favorite?.bank ?? '',
    agency: favorite?.agency ?? '',
    account: favorite?.account ?? '',
    accountType: favorite?.accountType ?? null,
    notes: favorite?.notes ?? '',
  };
}

const optional = (value: string) => value.trim() || undefined;

/** The form read as the request: the key as the directory stores it, empty optionals left out. */
function favoriteRequestOf(values: FavoriteFormValues): PixFavoriteInput {
  return {
    nickname: values.nickname,
    beneficiaryName: values.beneficiaryName,
    key: detectPixKey(values.key)?.key ?? values.key,
    beneficiaryDocument: optional(values.beneficiaryDocument),
    bank: optional(values.bank),
    agency: optional(values.agency),
    account: optional(values.account),
    accountType: values.accountType ?? undefined,
    notes: optional(values.notes),
  };
}

const formFields = z.object({
  nickname: z.string(),
  beneficiaryName: z.string(),
  key: z.string(),
  beneficiaryDocument: z.string(),
  bank: z.string(),
  agency: z.string(),
  account: z.string(),
  accountType: z.enum(PIX_FAVORITE_ACCOUNT_TYPES).nullable(),
  notes: z.string(),
});

/** Spec 4 §5 'Favorite form': checked by the contract's pixFavoriteInputSchema, no rule of its own. */
export const favoriteFormSchema = formFields.transform(favoriteRequestOf).pipe(pixFavoriteInputSchema);
