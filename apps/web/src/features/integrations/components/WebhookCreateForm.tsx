import { FormProvider } from 'react-hook-form';
import { WEBHOOK_MESSAGES, webhookCreateSchema, type WebhookCreate, type WebhookCreated } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useCreateWebhook } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { showWebhookSaveError } from './webhookSaveError';
import { WebhookFields } from './WebhookFields';

const EMPTY: WebhookCreate = { title: '', url: '', domains: [] };

/** 'Novo Webhook': POST, then the created endpoint (with its secret) goes to `onCreated`. */
export function WebhookCreateForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (created: WebhookCreated) => void;
}) {
  const create = useCreateWebhook();
  const form = useContractForm(webhookCreateSchema, { defaultValues: EMPTY });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      showSuccess(WEBHOOK_MESSAGES.created);
      onCreated(created);
    } catch (error) {
      showWebhookSaveError(error, (message) => form.setError('url', { message }));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <WebhookFields submitLabel={T.create} saving={create.isPending} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
