import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type SubscriptionImport } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { storeSubscription } from './subscriptionCache';

export interface ImportRequest {
  body: SubscriptionImport;
  /** One key per body: trying the same import again repeats it instead of importing twice. */
  idempotencyKey: string;
}

/** POST /api/subscriptions (201 with the imported subscription). */
export function importSubscription({ body, idempotencyKey }: ImportRequest) {
  return apiRequest('/subscriptions', { method: 'POST', body, idempotencyKey }, subscriptionSchema);
}

export function useImportSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscriptions', 'import'],
    mutationFn: importSubscription,
    onSuccess: (subscription) => storeSubscription(queryClient, subscription),
  });
}
