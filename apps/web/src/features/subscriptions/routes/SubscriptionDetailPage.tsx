import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { subscriptionSchema } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useSubscription } from '../api/getSubscription';
import { SubscriptionDetail } from '../components/SubscriptionDetail';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

/** Subscription ids are UUIDs: anything else cannot exist and is not asked for. */
const isSubscriptionId = (id: string | undefined): id is string => subscriptionSchema.shape.uuid.safeParse(id).success;

/** '/recorrencias/:id': one subscription; unknown (or another seller's) is not found. */
export default function SubscriptionDetailPage() {
  const { id } = useParams();
  const validId = isSubscriptionId(id);
  const subscription = useSubscription(validId ? id : null);
  const notFound = isApiError(subscription.error) && subscription.error.status === 404;
  useLoadErrorToast(notFound ? 0 : subscription.errorUpdatedAt, T.detailLoadError);

  if (!validId || notFound) return <NotFoundPage embedded />;
  if (subscription.data) return <SubscriptionDetail subscription={subscription.data} />;
  if (subscription.isError) {
    return (
      <EmptyState
        title={T.detailLoadError}
        action={
          <Button variant="default" onClick={() => void subscription.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  return <PageLoader />;
}
