import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { PROFILE_OPTIONS, TEAM_MESSAGES, teamUserCreateSchema } from '@cofre/contract';
import { isApiError, showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useInviteUser } from '../api/team';
import { SETTINGS_TEXTS as T } from '../texts';

/**
 * 'Adicionar Usuário' (spec 3 §5): e-mail and profile, Salvar enabled once both are filled. The
 * server's refusal of an e-mail already in use (USR-001) is said under the e-mail; anything else,
 * with the spec's 'Erro ao criar o usuario.'.
 */
export function UserInviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const form = useContractForm(teamUserCreateSchema, { defaultValues: { email: '' } });
  const [email, profile] = useWatch({ control: form.control, name: ['email', 'profile'] });
  const close = () => {
    form.reset({ email: '' });
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await invite.mutateAsync(body);
      showSuccess(TEAM_MESSAGES.created);
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setError('email', { message: error.items[0].description });
      } else showApiError(error, undefined, TEAM_MESSAGES.createFailed);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={T.addUser} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {T.inviteHint}
          </Text>
          <TextInput
            label={T.email}
            type="email"
            required
            data-autofocus
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="profile"
            render={({ field, fieldState }) => (
              <Select
                label={T.profile}
                placeholder={T.chooseProfile}
                required
                data={PROFILE_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={!email?.trim() || !profile}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
