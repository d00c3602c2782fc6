import { subSellerSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerPath, useSubSellerMutation } from './subSellerMutation';

/** PATCH /api/sellers/subseller/{id}/active?active=: the seller's switch (an inactive one stays out of new links). */
export function setSubSellerActive(id: string, active: boolean) {
  return apiRequest(subSellerPath(id, '/active'), { method: 'PATCH', query: { active } }, subSellerSchema);
}

export const useSetSubSellerActive = (id: string) => useSubSellerMutation(id, 'active', setSubSellerActive);
