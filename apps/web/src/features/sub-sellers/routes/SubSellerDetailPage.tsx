import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { subSellerSchema } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessages, isApiError } from '../../../lib/api';
import { useSubSeller } from '../api/getSubSeller';
import { SubSellerDetail } from '../components/SubSellerDetail';
import { SUB_SELLER_TEXTS as T } from '../texts';

/** Sub-seller ids are UUIDs: anything else cannot exist and is not asked for. */
const isSubSellerId = (id: string | undefined): id is string => subSellerSchema.shape.id.safeParse(id).success;

/** '/sub-vendedores/:id': one sub-seller; an unknown id, or another seller's (the server's 404), is not found. */
export default function SubSellerDetailPage() {
  const { id } = useParams();
  const validId = isSubSellerId(id);
  const subSeller = useSubSeller(validId ? id : null);

  if (!validId || (isApiError(subSeller.error) && subSeller.error.status === 404)) return <NotFoundPage embedded />;
  if (subSeller.data) return <SubSellerDetail subSeller={subSeller.data} />;
  if (subSeller.isError) {
    return (
      <EmptyState
        title={errorMessages(subSeller.error)[0]}
        action={
          <Button variant="default" onClick={() => void subSeller.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  return <PageLoader label={T.loading} />;
}
