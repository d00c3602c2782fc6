import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  EDITABLE_USER_STATUSES,
  PROFILE_OPTIONS,
  TEAM_MESSAGES,
  teamUserUpdateSchema,
  USER_STATUS_LABELS,
  type TeamUser,
} from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useUpdateUser } from '../api/team';
import { SETTINGS_TEXTS as T } from '../texts';

const STATUS_OPTIONS = EDITABLE_USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

/**
 * 'Editar usuário' (spec 3 §4, §5): the profile and the status among ATIVO, BLOQUEADO and INATIVO.
 * The server keeps the last active administrator (USR-002) and ends the sessions of one who loses access.
 */
export function UserEditModal({ user, onClose }: { user: TeamUser; onClose: () => void }) {
  const update = useUpdateUser();
  const status = user.status === 'CREATED' ? 'ACTIVE' : user.status;
  const form = useContractForm(teamUserUpdateSchema, { defaultValues: { profile: user.profile, status } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: user.id, body });
      showSuccess(TEAM_MESSAGES.updated);
      onClose();
    } catch (error) {
      showApiError(error, undefined, TEAM_MESSAGES.updateFailed);
    }
  });
  return (
    <Modal opened onClose={onClose} title={T.editUser} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" fw={600}>
            {user.email}
          </Text>
          {(['profile', 'status'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <Select
                  label={name === 'profile' ? T.profile : T.status}
                  required
                  data={name === 'profile' ? PROFILE_OPTIONS : STATUS_OPTIONS}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                />
              )}
            />
          ))}
          <Text fz="xs" c="dimmed">
            {T.accessNote}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
