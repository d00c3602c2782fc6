import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { INVOICE_SETTINGS_MESSAGES, type InvoiceConfig } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { showApiError, showSuccess } from '../../../lib/api';
import { useDeactivateInvoices } from '../api/invoiceConfig';
import { SETTINGS_TEXTS as T } from '../texts';

/**
 * Spec 3 §2: running, with 'Desativar' (asked first; the spec's toast), or not set up, with the link to
 * the provider's set-up form. Turning it on again is support's (an operator command), not a button.
 */
export function InvoiceConfigPanel({ config }: { config: InvoiceConfig }) {
  const deactivate = useDeactivateInvoices();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => showSuccess(INVOICE_SETTINGS_MESSAGES.deactivated),
      onError: (error) => showApiError(error),
      onSettled: () => setAsking(false),
    });

  if (!config.active) {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {T.invoiceNotConfigured}
          </Title>
          <Text fz="sm" c="dimmed">
            {T.invoiceNotConfiguredHint}
          </Text>
          <Anchor href={brand.invoiceSetupUrl} target="_blank" rel="noopener noreferrer" fw={600}>
            {T.invoiceSetUp}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm">
            <Title order={2} fz="h4">
              {T.invoiceRunning}
            </Title>
            <Badge color="green" variant="light">
              {T.invoiceActive}
            </Badge>
          </Group>
          <Button color="red" variant="light" onClick={() => setAsking(true)}>
            {T.invoiceDeactivate}
          </Button>
        </Group>
        <Text fz="sm" c="dimmed">
          {T.invoiceRunningHint}
        </Text>
        <DetailList
          items={[
            { label: T.invoiceServiceCode, value: config.serviceCode ?? '' },
            { label: T.invoiceIssRate, value: `${String(config.issRatePercent ?? 0).replace('.', ',')}%` },
          ]}
        />
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={T.invoiceDeactivateQuestion}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        confirmColor="red"
        loading={deactivate.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <Text fz="sm">{T.invoiceDeactivateDetail}</Text>
      </ConfirmDialog>
    </Paper>
  );
}
