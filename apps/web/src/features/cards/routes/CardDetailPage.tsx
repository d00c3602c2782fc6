import { Button, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { cardSchema, ERRORS } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessages, isApiError } from '../../../lib/api';
import { useCard } from '../api/getCard';
import { CardDetailView } from '../components/CardDetailView';
import { CardsPageHeader } from '../components/CardsPageHeader';
import { useErrorToast } from '../components/useErrorToast';
import { CARDS_TEXTS as T } from '../texts';

/** Card ids are UUIDs: anything else cannot exist and is not asked for. */
const isCardId = (id: string | undefined): id is string => cardSchema.shape.id.safeParse(id).success;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
/** 409 CRD-002: the issuer is still making the card (spec 4 §4: a PENDING card cannot be opened). */
const isPending = (error: unknown) => isApiError(error) && error.items.some((item) => item.code === 'CRD-002');

/** '/cartao/:id': one card; an unknown id, or another seller's (the server's 404), is not found. */
export default function CardDetailPage() {
  const { id } = useParams();
  const validId = isCardId(id);
  const detail = useCard(validId ? id : null);
  const quiet = isNotFound(detail.error) || isPending(detail.error);
  useErrorToast({ error: detail.error, errorUpdatedAt: quiet ? 0 : detail.errorUpdatedAt });

  if (!validId || isNotFound(detail.error)) return <NotFoundPage embedded />;
  if (detail.data) return <CardDetailView detail={detail.data} />;
  if (detail.isError) {
    return (
      <Stack gap="lg" maw={1280}>
        <CardsPageHeader title={T.detailTitle} />
        <EmptyState
          title={isPending(detail.error) ? ERRORS['CRD-002'] : errorMessages(detail.error)[0]}
          action={
            <Button variant="default" loading={detail.isFetching} onClick={() => void detail.refetch()}>
              {T.retry}
            </Button>
          }
        />
      </Stack>
    );
  }
  return <PageLoader label={T.loadingCard} />;
}
