import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
  type ApiKeyCreate,
  type ApiKeyUpdate,
} from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const apiKeysQuery = queryOptions({
  queryKey: ['integrations', 'keys'],
  queryFn: ({ signal }) => apiRequest('/seller-api-tokens', { signal }, apiKeyListSchema),
});

export const useApiKeys = () => useQuery(apiKeysQuery);

function useKeyMutation<V, R>(key: string, run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'keys', key],
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

const path = (id: string) => `/seller-api-tokens/${encodeURIComponent(id)}`;

/** POST /api/seller-api-tokens: the answer carries the whole key, once. */
export const useCreateApiKey = () =>
  useKeyMutation('create', (body: ApiKeyCreate) =>
    apiRequest('/seller-api-tokens', { method: 'POST', body }, apiKeyCreatedSchema),
  );

/** PUT /api/seller-api-tokens/{id}: title and active flag. */
export const useUpdateApiKey = () =>
  useKeyMutation('update', ({ id, body }: { id: string; body: ApiKeyUpdate }) =>
    apiRequest(path(id), { method: 'PUT', body }, apiKeySchema),
  );

/** PATCH /api/seller-api-tokens/{id}/active. */
export const useSetApiKeyActive = () =>
  useKeyMutation('active', ({ id, active }: { id: string; active: boolean }) =>
    apiRequest(`${path(id)}/active`, { method: 'PATCH', body: { active } }, apiKeySchema),
  );

/** DELETE /api/seller-api-tokens/{id}. */
export const useDeleteApiKey = () =>
  useKeyMutation('delete', (id: string) => apiRequest(path(id), { method: 'DELETE' }));
