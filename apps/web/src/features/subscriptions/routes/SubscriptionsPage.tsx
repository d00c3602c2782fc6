import { Button, Group, Stack, Title } from '@mantine/core';
import IconFileImport from '@tabler/icons-react/dist/esm/icons/IconFileImport.mjs';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { SubscriptionList } from '../components/SubscriptionList';
import { IMPORT_PATH } from '../links';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

/** '/recorrencias': the seller's subscriptions, filtered and paged on the server; 'Importar Recorrências' in its header. */
export default function SubscriptionsPage() {
  // Spec 2 §6: the button has its own roles (subscriptions.importButton), narrower than the page's.
  const canImport = useCan('subscriptions.importButton');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{T.listTitle}</Title>
        {canImport && (
          <Button
            variant="default"
            component={Link}
            to={IMPORT_PATH}
            leftSection={<IconFileImport size={18} aria-hidden="true" />}
          >
            {T.importButton}
          </Button>
        )}
      </Group>
      <SubscriptionList />
    </Stack>
  );
}
