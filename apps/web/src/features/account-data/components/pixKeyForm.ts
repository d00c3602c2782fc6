import { z } from 'zod';
import { ACCOUNT_PIX_KEY_TYPES, accountPixKeyCreateSchema, type AccountPixKeyType } from '@cofre/contract';

/** The types without anything to type: the account's own CNPJ, and a key the directory generates. */
export const typeNeedsKey = (type: AccountPixKeyType) => type === 'EMAIL' || type === 'PHONE';

/**
 * The dialog's fields (a type and what was typed) read as the creation request and checked by the
 * contract's rules: the typed key goes only with the types that have one.
 */
export const pixKeyFormSchema = z
  .object({ type: z.enum(ACCOUNT_PIX_KEY_TYPES), key: z.string() })
  .transform(({ type, key }) => (typeNeedsKey(type) ? { type, key } : { type }))
  .pipe(accountPixKeyCreateSchema);

export type PixKeyFormValues = z.input<typeof pixKeyFormSchema>;
