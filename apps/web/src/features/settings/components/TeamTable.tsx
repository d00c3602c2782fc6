import { useState } from 'react';
import { Text } from '@mantine/core';
import {
  INVITATION_STATE_LABELS,
  PROFILE_LABELS,
  TEAM_MESSAGES,
  USER_STATUS_LABELS,
  type TeamUser,
  type UserStatus,
} from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { showApiError, showSuccess } from '../../../lib/api';
import { useDeleteUser } from '../api/team';
import { SETTINGS_TEXTS as T } from '../texts';
import { UserEditModal } from './UserEditModal';
import { UserRowActions } from './UserRowActions';

const STATUS_COLORS: Record<UserStatus, string> = {
  ACTIVE: 'green',
  CREATED: 'blue',
  BLOCKED: 'red',
  INACTIVE: 'gray',
};

/** An invitation not yet accepted says where it stands instead of the raw CREATED status (issue 41). */
function UserStatusBadge({ user }: { user: TeamUser }) {
  if (user.invitation) {
    const expired = user.invitation.state === 'EXPIRED';
    return (
      <StatusBadge color={expired ? 'orange' : 'blue'}>{INVITATION_STATE_LABELS[user.invitation.state]}</StatusBadge>
    );
  }
  return <StatusBadge color={STATUS_COLORS[user.status]}>{USER_STATUS_LABELS[user.status]}</StatusBadge>;
}

/**
 * The company's users (spec 3 §2): e-mail, profile and status, each row with its menu. A row opens
 * nothing by itself (no detail page): its actions are in the menu, so it does not look clickable.
 */
export function TeamTable({ users }: { users: TeamUser[] | undefined }) {
  const [editing, setEditing] = useState<TeamUser | null>(null);
  const [deleting, setDeleting] = useState<TeamUser | null>(null);
  const remove = useDeleteUser();
  const columns: ReadonlyArray<DataColumn<TeamUser>> = [
    { key: 'email', header: T.columnEmail, card: 'title', render: (user) => <Text fz="sm">{user.email}</Text> },
    { key: 'profile', header: T.columnProfile, render: (user) => PROFILE_LABELS[user.profile] },
    {
      key: 'status',
      header: T.columnStatus,
      card: 'aside',
      render: (user) => <UserStatusBadge user={user} />,
    },
    {
      key: 'actions',
      header: T.columnActions,
      align: 'right',
      card: 'aside',
      render: (user) => (
        <UserRowActions user={user} onEdit={() => setEditing(user)} onDelete={() => setDeleting(user)} />
      ),
    },
  ];
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => showSuccess(TEAM_MESSAGES.deleted),
      onError: (error) => showApiError(error),
      onSettled: () => setDeleting(null),
    });
  return (
    <>
      <DataTable
        label={T.usersLabel}
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        pageSize={Math.max(users?.length ?? 6, 1)}
        rowHeight={52}
        minWidth={560}
        empty={<EmptyState compact title={T.usersEmpty} />}
      />
      {editing && <UserEditModal key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? T.deleteQuestion(deleting.email) : ''}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <Text fz="sm">{T.deleteDetail}</Text>
      </ConfirmDialog>
    </>
  );
}
