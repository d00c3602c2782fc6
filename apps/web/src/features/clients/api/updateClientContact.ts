import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type ClientContact } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { clientQuery } from './getClient';

/** PUT /api/seller-clients/{id}: the contact block (the document is read-only). */
export function updateClientContact(id: string, body: ClientContact) {
  return apiRequest(`/seller-clients/${encodeURIComponent(id)}`, { method: 'PUT', body }, clientSchema);
}

export function useUpdateClientContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'updateContact', id],
    mutationFn: (body: ClientContact) => updateClientContact(id, body),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQuery(id).queryKey, client);
      return queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
    },
  });
}
