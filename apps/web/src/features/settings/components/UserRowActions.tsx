import { ActionIcon, Menu } from '@mantine/core';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import { TEAM_MESSAGES, type TeamUser } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useResendInvitation } from '../api/team';
import { SETTINGS_TEXTS as T } from '../texts';

/**
 * A user's row menu: 'Editar Usuario' (not for an invitation not yet accepted, spec 3 §2), 'Reenviar
 * convite' for one (its link lasts an hour) and delete.
 */
export function UserRowActions({
  user,
  onEdit,
  onDelete,
}: {
  user: TeamUser;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const resend = useResendInvitation();
  const resendInvite = () =>
    resend.mutate(user.id, {
      onSuccess: () => showSuccess(TEAM_MESSAGES.inviteResent),
      onError: (error) => showApiError(error),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={T.userActions(user.email)}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.status === 'CREATED' ? (
          <Menu.Item onClick={resendInvite}>{T.resendInvite}</Menu.Item>
        ) : (
          <Menu.Item onClick={onEdit}>{T.editUser}</Menu.Item>
        )}
        <Menu.Item color="red" onClick={onDelete}>
          {T.deleteUser}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
