import { Button, Group, Stack, Title } from '@mantine/core';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { ClientList } from '../components/ClientList';
import { CLIENT_CREATE_PATH } from '../links';
import { CLIENT_TEXTS } from '../texts';

/** '/clientes': the seller's clients, searched and paged on the server. */
export default function ClientListPage() {
  const canAdd = useCan('clients.write');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{CLIENT_TEXTS.listTitle}</Title>
        {canAdd && (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => void navigate(CLIENT_CREATE_PATH)}
          >
            {CLIENT_TEXTS.add}
          </Button>
        )}
      </Group>
      <ClientList />
    </Stack>
  );
}
