import { subSellerSchema, type ClientAddressInput } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerPath, useSubSellerMutation } from './subSellerMutation';

/** PATCH /api/sellers/subseller/{id}/address. */
export function updateSubSellerAddress(id: string, body: ClientAddressInput) {
  return apiRequest(subSellerPath(id, '/address'), { method: 'PATCH', body }, subSellerSchema);
}

export const useUpdateSubSellerAddress = (id: string) => useSubSellerMutation(id, 'address', updateSubSellerAddress);
