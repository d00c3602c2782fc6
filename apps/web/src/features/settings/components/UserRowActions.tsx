import { TEAM_MESSAGES, type TeamUser } from '@cofre/contract';
import { RowActionsMenu } from '../../../components/RowActionsMenu';
import { showApiError, showSuccess } from '../../../lib/api';
import { useResendInvitation } from '../api/team';
import { SETTINGS_TEXTS as T } from '../texts';

/**
 * A user's row menu: 'Editar usuário' (not for an invitation not yet accepted, spec 3 §2), 'Reenviar
 * convite' for one (a new 7-day link; the previous one stops working) and delete.
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
    <RowActionsMenu
      label={T.userActions(user.email)}
      actions={[
        user.status === 'CREATED'
          ? { label: T.resendInvite, onClick: resendInvite }
          : { label: T.editUser, onClick: onEdit },
        { label: T.deleteUser, onClick: onDelete, color: 'red' },
      ]}
    />
  );
}
