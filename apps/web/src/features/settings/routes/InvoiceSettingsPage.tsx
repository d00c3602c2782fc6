import { Button, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useInvoiceConfig } from '../api/invoiceConfig';
import { InvoiceConfigPanel } from '../components/InvoiceConfigPanel';
import { SETTINGS_TEXTS as T } from '../texts';

/** '/nota-fiscal' (spec 3 §2 invoice settings): the automatic invoices, running or not set up. */
export default function InvoiceSettingsPage() {
  const config = useInvoiceConfig();
  useLoadErrorToast(config.errorUpdatedAt, T.loadFailed);

  let content;
  if (config.data) content = <InvoiceConfigPanel config={config.data} />;
  else if (config.isError)
    content = (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="default" onClick={() => void config.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else content = <PageLoader label={T.loading} />;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{T.invoiceTitle}</Title>
      <Text c="dimmed" fz="sm">
        {T.invoiceIntro}
      </Text>
      {content}
    </Stack>
  );
}
