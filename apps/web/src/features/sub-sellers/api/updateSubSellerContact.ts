import type { z } from 'zod';
import { subSellerSchema, type subSellerContactUpdateSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { subSellerPath, useSubSellerMutation } from './subSellerMutation';

export type SubSellerContactInput = z.input<typeof subSellerContactUpdateSchema>;

/** PATCH /api/sellers/subseller/{id}/contacts. */
export function updateSubSellerContact(id: string, body: SubSellerContactInput) {
  return apiRequest(subSellerPath(id, '/contacts'), { method: 'PATCH', body }, subSellerSchema);
}

export const useUpdateSubSellerContact = (id: string) => useSubSellerMutation(id, 'contact', updateSubSellerContact);
