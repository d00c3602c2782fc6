import { Card, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientForm } from '../components/ClientForm';
import { clientPath } from '../links';
import { CLIENT_TEXTS } from '../texts';

/** '/clientes/adicionar-cliente': the add form; a created client opens its detail. */
export default function ClientCreatePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Title order={1}>{CLIENT_TEXTS.add}</Title>
      <Card withBorder radius="lg" padding="lg">
        <ClientForm onCreated={(client) => void navigate(clientPath(client.id))} />
      </Card>
    </Stack>
  );
}
