import { ActionIcon, Menu } from '@mantine/core';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import type { Webhook } from '@cofre/contract';
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={T.actions(webhook.title)}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onOpen}>{T.deliveries}</Menu.Item>
        <Menu.Item onClick={onEdit}>{T.edit}</Menu.Item>
        <Menu.Item onClick={onToggle}>{webhook.active ? T.deactivate : T.activate}</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          {T.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
