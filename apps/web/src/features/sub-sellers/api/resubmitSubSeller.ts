import { subSellerSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerPath, useSubSellerMutation } from './subSellerMutation';

/** POST /api/sellers/subseller/{id}/split: an INACTIVE registration sent again (409 SVD-002 otherwise). */
export function resubmitSubSeller(id: string) {
  return apiRequest(subSellerPath(id, '/split'), { method: 'POST' }, subSellerSchema);
}

export const useResubmitSubSeller = (id: string) =>
  useSubSellerMutation(id, 'resubmit', (subSellerId: string, _: void) => resubmitSubSeller(subSellerId));
