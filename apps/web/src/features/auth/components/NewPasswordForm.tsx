import { useState } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { newPasswordFormSchema, PASSWORD_MIN_LENGTH, RESET_MESSAGES } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSetNewPassword } from '../api/setNewPassword';
import { useRedirectToLogin } from '../hooks/useRedirectToLogin';
import { AUTH_TEXTS } from '../texts';
import { NewPasswordFields } from './NewPasswordFields';

/** Both outcomes return to /login after 2 s (spec 1 §4, "Reset flows"). */
export const NEW_PASSWORD_REDIRECT_MS = 2000;

export function NewPasswordForm({ token }: { token: string }) {
  const save = useSetNewPassword();
  const redirectToLogin = useRedirectToLogin(NEW_PASSWORD_REDIRECT_MS);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useContractForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await save.run({ token, newPassword: password });
      showSuccess(RESET_MESSAGES.changed);
    } catch (error) {
      showApiError(error);
    }
    setDone(true);
    redirectToLogin();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-password-title">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2" id="new-password-title">
            {AUTH_TEXTS.newPasswordTitle}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {AUTH_TEXTS.passwordHint(PASSWORD_MIN_LENGTH)}
          </Text>
        </div>
        <NewPasswordFields register={register} errors={formState.errors} />
        <Button type="submit" size="md" fullWidth loading={save.isPending} disabled={done}>
          {AUTH_TEXTS.newPasswordSubmit}
        </Button>
        <Anchor component={Link} to="/login" fz="sm" ta="center">
          {AUTH_TEXTS.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
