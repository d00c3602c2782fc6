import type { QueryClient } from '@tanstack/react-query';
import type { Subscription } from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { subscriptionQuery } from './getSubscription';

/** A mutation's answer is the subscription as it now is: the detail shows it, the lists ask again. */
export function storeSubscription(queryClient: QueryClient, subscription: Subscription) {
  queryClient.setQueryData(subscriptionQuery(subscription.uuid).queryKey, subscription);
  return queryClient.invalidateQueries({ queryKey: ['subscriptions', 'list'] });
}

/**
 * A 409 (SUB-001 not active any more, SUB-002 an anticipation, SUB-003 already in that status) means
 * the subscription changed since it was read: the detail reads it again, so the screen shows why.
 */
export function refreshOnConflict(queryClient: QueryClient, id: string, error: unknown) {
  if (!isApiError(error) || error.status !== 409) return undefined;
  return queryClient.invalidateQueries({ queryKey: subscriptionQuery(id).queryKey });
}
