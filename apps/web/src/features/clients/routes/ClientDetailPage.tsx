import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { clientSchema } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessages, isApiError } from '../../../lib/api';
import { useClient } from '../api/getClient';
import { ClientDetail } from '../components/ClientDetail';
import { CLIENT_TEXTS } from '../texts';

/** Client ids are UUIDs: anything else cannot exist and is not asked for. */
const isClientId = (id: string | undefined): id is string => clientSchema.shape.id.safeParse(id).success;

/** '/clientes/:id': one client; an unknown id (or another seller's) is a not-found page. */
export default function ClientDetailPage() {
  const { id } = useParams();
  const validId = isClientId(id);
  const client = useClient(validId ? id : null);

  if (!validId || (isApiError(client.error) && client.error.status === 404)) return <NotFoundPage embedded />;
  if (client.data) return <ClientDetail client={client.data} />;
  if (client.isError) {
    return (
      <EmptyState
        title={errorMessages(client.error)[0]}
        action={
          <Button variant="default" onClick={() => void client.refetch()}>
            {CLIENT_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return <PageLoader />;
}
