import { Button, Group, Stack, Title } from '@mantine/core';
import IconFileImport from '@tabler/icons-react/dist/esm/icons/IconFileImport.mjs';
import { Link } from 'react-router';
import { findRoute } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { CreateLinkMenu } from '../components/CreateLinkMenu';
import { PaymentLinkList } from '../components/PaymentLinkList';
import { PAYMENT_LINKS_TEXTS } from '../texts';

const IMPORT_PATH = findRoute('recurrenceImport').path;

/** '/seja-pago': the seller's payment links by type, searched and paged on the server. */
export default function PaymentLinksPage() {
  const canImport = useCan('subscriptions.importButton');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{PAYMENT_LINKS_TEXTS.listTitle}</Title>
        <Group gap="sm">
          {canImport && (
            <Button
              variant="default"
              component={Link}
              to={IMPORT_PATH}
              leftSection={<IconFileImport size={18} aria-hidden="true" />}
            >
              {PAYMENT_LINKS_TEXTS.importSubscriptions}
            </Button>
          )}
          <CreateLinkMenu />
        </Group>
      </Group>
      <PaymentLinkList />
    </Stack>
  );
}
