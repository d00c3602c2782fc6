import { WEBHOOK_MESSAGES, type Webhook } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useDeleteWebhook, useSetWebhookActive } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';

export type WebhookChange = { kind: 'toggle' | 'delete'; webhook: Webhook } | null;

/** The question before switching an endpoint on or off or deleting it; then the change and its toast. */
export function WebhookConfirmDialog({ change, onDone }: { change: WebhookChange; onDone: () => void }) {
  const setActive = useSetWebhookActive();
  const remove = useDeleteWebhook();
  const webhook = change?.webhook;
  const deleting = change?.kind === 'delete';

  const confirm = () => {
    if (!webhook) return;
    const settled = { onSettled: onDone, onError: (error: Error) => showApiError(error) };
    if (deleting) remove.mutate(webhook.id, { ...settled, onSuccess: () => showSuccess(WEBHOOK_MESSAGES.deleted) });
    else
      setActive.mutate(
        { id: webhook.id, active: !webhook.active },
        {
          ...settled,
          onSuccess: () => showSuccess(webhook.active ? WEBHOOK_MESSAGES.deactivated : WEBHOOK_MESSAGES.activated),
        },
      );
  };

  return (
    <ConfirmDialog
      opened={change !== null}
      title={webhook?.title ?? ''}
      confirmLabel={deleting ? T.delete : webhook?.active ? T.deactivate : T.activate}
      confirmColor={!deleting && !webhook?.active ? undefined : 'red'}
      loading={remove.isPending || setActive.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    >
      {deleting ? T.confirmDelete : webhook?.active ? T.confirmDeactivate : T.confirmActivate}
    </ConfirmDialog>
  );
}
