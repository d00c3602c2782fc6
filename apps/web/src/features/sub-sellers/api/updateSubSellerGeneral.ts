import { subSellerSchema, type SubSellerGeneralUpdateInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerPath, useSubSellerMutation } from './subSellerMutation';

/** PATCH /api/sellers/subseller/{id}: general data and the default split (the server applies its kind's rules). */
export function updateSubSellerGeneral(id: string, body: SubSellerGeneralUpdateInput) {
  return apiRequest(subSellerPath(id), { method: 'PATCH', body }, subSellerSchema);
}

export const useUpdateSubSellerGeneral = (id: string) => useSubSellerMutation(id, 'general', updateSubSellerGeneral);
