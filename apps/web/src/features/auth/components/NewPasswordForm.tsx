import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { newPasswordFormSchema, PASSWORD_MIN_LENGTH, RESET_MESSAGES } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSetNewPassword } from '../api/setNewPassword';
import { useRedirectToLogin } from '../hooks/useRedirectToLogin';

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
    <form onSubmit={submit} noValidate aria-labelledby="new-password-title">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2" id="new-password-title">
            Nova senha
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            Escolha uma senha com pelo menos {PASSWORD_MIN_LENGTH} caracteres.
          </Text>
        </div>
        <PasswordInput
          label="Senha"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirme sua senha"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={save.isPending} disabled={done}>
          Definir nova senha
        </Button>
        <Anchor component={Link} to="/login" fz="sm" ta="center">
          Voltar para o login
        </Anchor>
      </Stack>
    </form>
  );
}
