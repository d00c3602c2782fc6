import { useState } from 'react';
import { Alert, Group, Switch, Text } from '@mantine/core';
import { SUBSCRIPTION_MESSAGES, type Subscription } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailSection } from '../../../components/DetailSection';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSetSubscriptionInvoice } from '../api/setSubscriptionInvoice';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

/**
 * 'Envio automático de nota fiscal', Ativo or Desativada (spec 2 §4): the switch asks first, then
 * sends the new flag and says so with the contract's toast. Without the seller's invoice set-up
 * (activeInvoiceConfig) no invoice is issued: a note says so.
 */
export function SubscriptionInvoiceSection({ subscription }: { subscription: Subscription }) {
  const change = useSetSubscriptionInvoice(subscription.uuid);
  const [asking, setAsking] = useState(false);
  const enabled = subscription.invoiceEnabled;

  const confirm = async () => {
    try {
      const saved = await change.mutateAsync(!enabled);
      showSuccess(saved.invoiceEnabled ? SUBSCRIPTION_MESSAGES.invoiceOn : SUBSCRIPTION_MESSAGES.invoiceOff);
    } catch (error) {
      showApiError(error);
    }
    setAsking(false);
  };

  return (
    <DetailSection title={T.invoiceTitle}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Switch
          label={T.invoiceToggle}
          checked={enabled}
          // The switch moves only once the server agreed.
          onChange={() => setAsking(true)}
        />
        <Text fz="sm" fw={500} c={enabled ? 'green' : 'dimmed'} aria-live="polite">
          {enabled ? T.invoiceOn : T.invoiceOff}
        </Text>
      </Group>
      <Text fz="sm" c="dimmed">
        {T.invoiceHint}
      </Text>
      {!subscription.activeInvoiceConfig && (
        <Alert color="yellow" variant="light" mt="sm">
          <Text fz="sm">{T.invoiceNoConfig}</Text>
        </Alert>
      )}
      <ConfirmDialog
        opened={asking}
        title={enabled ? T.invoiceDisableQuestion : T.invoiceEnableQuestion}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        loading={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </DetailSection>
  );
}
