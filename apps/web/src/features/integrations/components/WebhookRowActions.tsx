import type { Webhook } from '@cofre/contract';
import { RowActionsMenu } from '../../../components/RowActionsMenu';
import { WEBHOOKS_TEXTS as T } from '../texts';

/** An endpoint's row menu: its deliveries, edit, switch it, delete it (switch and delete ask first, spec 3 §4). */
export function WebhookRowActions({
  webhook,
  onOpen,
  onEdit,
  onToggle,
  onDelete,
}: {
  webhook: Webhook;
  onOpen: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActionsMenu
      label={T.actions(webhook.title)}
      actions={[
        { label: T.deliveries, onClick: onOpen },
        { label: T.edit, onClick: onEdit },
        { label: webhook.active ? T.deactivate : T.activate, onClick: onToggle },
        { label: T.delete, onClick: onDelete, color: 'red' },
      ]}
    />
  );
}
