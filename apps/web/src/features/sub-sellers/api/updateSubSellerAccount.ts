import type { z } from 'zod';
import { subSellerSchema, type subSellerAccountUpdateSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerPath, useSubSellerMutation } from './subSellerMutation';

export type SubSellerAccountInput = z.input<typeof subSellerAccountUpdateSchema>;

/** PATCH /api/sellers/subseller/{id}/accounts: the new account is sent for registration again (PENDING). */
export function updateSubSellerAccount(id: string, body: SubSellerAccountInput) {
  return apiRequest(subSellerPath(id, '/accounts'), { method: 'PATCH', body }, subSellerSchema);
}

export const useUpdateSubSellerAccount = (id: string) => useSubSellerMutation(id, 'account', updateSubSellerAccount);
