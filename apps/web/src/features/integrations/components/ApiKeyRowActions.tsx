import { ActionIcon, Menu } from '@mantine/core';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import type { ApiKey } from '@cofre/contract';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/** A key's row menu: edit its title, switch it, delete it (each asks first, spec 3 §4). */
export function ApiKeyRowActions({
  apiKey,
  onEdit,
  onToggle,
  onDelete,
}: {
  apiKey: ApiKey;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={T.actions(apiKey.title)}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEdit}>{T.edit}</Menu.Item>
        <Menu.Item onClick={onToggle}>{apiKey.active ? T.deactivate : T.activate}</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          {T.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
