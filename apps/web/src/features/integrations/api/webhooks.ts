import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookAttemptPageSchema,
  webhookCreatedSchema,
  webhookListSchema,
  webhookQueuedSchema,
  webhookSchema,
  webhookSecretSchema,
  type WebhookCreate,
  type WebhookQueued,
  type WebhookUpdate,
} from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** Attempts per page of an endpoint's delivery log. */
export const WEBHOOK_ATTEMPTS_PAGE_SIZE = 20;
/** While a just-queued event is being delivered, the log is read again this often (ms). */
export const WEBHOOK_LOG_POLL_MS = 2_000;

const ROOT = ['integrations', 'webhooks'] as const;
const path = (id: string) => `/seller-api-webhooks/${encodeURIComponent(id)}`;

export const webhooksQuery = queryOptions({
  queryKey: [...ROOT, 'list'],
  queryFn: ({ signal }) => apiRequest('/seller-api-webhooks', { signal }, webhookListSchema),
});

export const useWebhooks = () => useQuery(webhooksQuery);

/** One page (0-based) of an endpoint's attempts, newest first. */
export const webhookAttemptsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...ROOT, id, 'attempts', page],
    queryFn: ({ signal }) =>
      apiRequest(
        `${path(id)}/attempts`,
        { query: { page, size: WEBHOOK_ATTEMPTS_PAGE_SIZE }, signal },
        webhookAttemptPageSchema,
      ),
  });

/** The log keeps the previous page on screen while the next loads; `poll` reads it again every 2 s. */
export const useWebhookAttempts = (id: string, page: number, poll = false) =>
  useQuery({
    ...webhookAttemptsQuery(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? WEBHOOK_LOG_POLL_MS : false,
  });

/** The signing secret: read only when asked for, and dropped from the cache once nobody shows it. */
export const webhookSecretQuery = (id: string) =>
  queryOptions({
    queryKey: [...ROOT, id, 'secret'],
    queryFn: ({ signal }) => apiRequest(`${path(id)}/secret`, { signal }, webhookSecretSchema),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useWebhookSecret = (id: string, enabled: boolean) => useQuery({ ...webhookSecretQuery(id), enabled });

/** A change to an endpoint: the list is read again afterwards, whatever the answer. */
function useListMutation<V, R>(key: string, run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ROOT, key],
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey }),
  });
}

/** POST /api/seller-api-webhooks: the answer carries the signing secret. */
export const useCreateWebhook = () =>
  useListMutation('create', (body: WebhookCreate) =>
    apiRequest('/seller-api-webhooks', { method: 'POST', body }, webhookCreatedSchema),
  );

/** PUT /api/seller-api-webhooks/{id}: title, url, domains and active flag. */
export const useUpdateWebhook = () =>
  useListMutation('update', ({ id, body }: { id: string; body: WebhookUpdate }) =>
    apiRequest(path(id), { method: 'PUT', body }, webhookSchema),
  );

/** PATCH /api/seller-api-webhooks/{id}/active. */
export const useSetWebhookActive = () =>
  useListMutation('active', ({ id, active }: { id: string; active: boolean }) =>
    apiRequest(`${path(id)}/active`, { method: 'PATCH', body: { active } }, webhookSchema),
  );

/** DELETE /api/seller-api-webhooks/{id}. */
export const useDeleteWebhook = () =>
  useListMutation('delete', (id: string) => apiRequest(path(id), { method: 'DELETE' }));

/** POST /api/seller-api-webhooks/{id}/secret: a new secret; the old one keeps signing for 24 h. */
export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ROOT, id, 'rotate'],
    mutationFn: () => apiRequest(`${path(id)}/secret`, { method: 'POST' }, webhookSecretSchema),
    onSuccess: (secret) => queryClient.setQueryData(webhookSecretQuery(id).queryKey, secret),
  });
}

/** An event queued for the endpoint: its log is read again afterwards. */
function useLogMutation<V>(id: string, key: string, run: (variables: V) => Promise<WebhookQueued>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ROOT, id, key],
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, id, 'attempts'] }),
  });
}

/** POST /api/seller-api-webhooks/{id}/test: a 'webhook.test' event. */
export const useSendWebhookTest = (id: string) =>
  useLogMutation(id, 'test', () => apiRequest(`${path(id)}/test`, { method: 'POST' }, webhookQueuedSchema));

/** POST /api/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend. */
export const useResendWebhookDelivery = (id: string) =>
  useLogMutation(id, 'resend', (deliveryId: string) =>
    apiRequest(
      `${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      { method: 'POST' },
      webhookQueuedSchema,
    ),
  );
