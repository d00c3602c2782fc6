import { Button, Stack } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessages } from '../../../lib/api';
import { useCards } from '../api/listCards';
import { CardsPageHeader } from '../components/CardsPageHeader';
import { LimitsEditor } from '../components/LimitsEditor';
import { LimitsSummary } from '../components/LimitsSummary';
import { useErrorToast } from '../components/useErrorToast';
import { CARDS_TEXTS as T } from '../texts';

/** '/cartao/limites' 'Gerenciar limites' (spec 4 §2): the limit summary and each card's invoice and limit. */
export default function CardLimitsPage() {
  const list = useCards();
  useErrorToast(list);

  let body;
  if (list.data) {
    body = (
      <>
        <LimitsSummary summary={list.data.summary} />
        <LimitsEditor list={list.data} />
      </>
    );
  } else if (list.isError) {
    body = (
      <EmptyState
        title={errorMessages(list.error)[0]}
        description={T.listLoadError}
        action={
          <Button variant="default" loading={list.isFetching} onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  } else {
    body = <PageLoader label={T.loading} />;
  }

  return (
    <Stack gap="lg" maw={1280}>
      <CardsPageHeader title={T.limitsTitle} />
      {body}
    </Stack>
  );
}
