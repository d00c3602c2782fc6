import { Switch } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import { WEBHOOK_MESSAGES, webhookUpdateSchema, type Webhook } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useUpdateWebhook } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { showWebhookSaveError } from './webhookSaveError';
import { WebhookFields } from './WebhookFields';

/** 'Editar': title, URL, domains and the active switch of an endpoint (PUT). */
export function WebhookEditForm({ webhook, onDone }: { webhook: Webhook; onDone: () => void }) {
  const update = useUpdateWebhook();
  const form = useContractForm(webhookUpdateSchema, {
    defaultValues: { title: webhook.title, url: webhook.url, domains: webhook.domains, active: webhook.active },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: webhook.id, body });
      showSuccess(WEBHOOK_MESSAGES.updated);
      onDone();
    } catch (error) {
      showWebhookSaveError(error, (message) => form.setError('url', { message }));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <WebhookFields submitLabel={T.save} saving={update.isPending} onCancel={onDone}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={T.fieldActive}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
        </WebhookFields>
      </form>
    </FormProvider>
  );
}
