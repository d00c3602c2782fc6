import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { CHARGE_MESSAGES, chargeDetailSchema } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api';
import { useCharge } from '../api/getCharge';
import { ChargeDetail } from '../components/ChargeDetail';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { CHARGE_TEXTS } from '../texts';

/** Charge ids are UUIDs: anything else cannot exist and is not asked for. */
const isChargeId = (id: string | undefined): id is string => chargeDetailSchema.shape.uuid.safeParse(id).success;

/** '/cobrancas/:id' and '/cobrancas-agendadas/:id': one charge; unknown (or another seller's) is not found. */
export default function ChargeDetailPage() {
  const { id } = useParams();
  const validId = isChargeId(id);
  const charge = useCharge(validId ? id : null);
  const notFound = isApiError(charge.error) && charge.error.status === 404;
  useLoadErrorToast(notFound ? 0 : charge.errorUpdatedAt, CHARGE_MESSAGES.loadFailed);

  if (!validId || notFound) return <NotFoundPage embedded />;
  if (charge.data) return <ChargeDetail charge={charge.data} />;
  if (charge.isError) {
    return (
      <EmptyState
        title={CHARGE_MESSAGES.loadFailed}
        action={
          <Button variant="default" onClick={() => void charge.refetch()}>
            {CHARGE_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return <PageLoader />;
}
