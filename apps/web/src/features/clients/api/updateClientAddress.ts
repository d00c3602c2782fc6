import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type ClientAddress } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { clientQuery } from './getClient';

/** PATCH /api/seller-clients/{id}/address. */
export function updateClientAddress(id: string, body: ClientAddress) {
  return apiRequest(`/seller-clients/${encodeURIComponent(id)}/address`, { method: 'PATCH', body }, clientSchema);
}

export function useUpdateClientAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'updateAddress', id],
    mutationFn: (body: ClientAddress) => updateClientAddress(id, body),
    onSuccess: (client) => queryClient.setQueryData(clientQuery(id).queryKey, client),
  });
}
