import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type ClientCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { clientQuery } from './getClient';

/** POST /api/seller-clients (201 with the new client; 409 CLI-001 for a known document). */
export function createClient(body: ClientCreate) {
  return apiRequest('/seller-clients', { method: 'POST', body }, clientSchema);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'create'],
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientQuery(client.id).queryKey, client);
      return queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
    },
  });
}
