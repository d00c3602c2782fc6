import { ActionIcon, Menu } from '@mantine/core';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import type { TeamUser } from '@cofre/contract';
import { SETTINGS_TEXTS as T } from '../texts';

/** A user's row menu: 'Editar Usuario' (not for an invitation not yet accepted, spec 3 §2) and delete. */
export function UserRowActions({
  user,
  onEdit,
  onDelete,
}: {
  user: TeamUser;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={T.userActions(user.email)}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.status !== 'CREATED' && <Menu.Item onClick={onEdit}>{T.editUser}</Menu.Item>}
        <Menu.Item color="red" onClick={onDelete}>
          {T.deleteUser}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
