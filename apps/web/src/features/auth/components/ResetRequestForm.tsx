import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RESET_MESSAGES, resetPasswordRequestSchema } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/requestPasswordReset';
import { useRedirectToLogin } from '../hooks/useRedirectToLogin';
import { LOGIN_TEXTS } from '../loginTexts';
import { AUTH_TEXTS } from '../texts';

/** Both outcomes return to /login after 1.5 s (spec 1 §4, "Reset flows"). */
export const RESET_REQUEST_REDIRECT_MS = 1500;

export function ResetRequestForm() {
  const request = useRequestPasswordReset();
  const redirectToLogin = useRedirectToLogin(RESET_REQUEST_REDIRECT_MS);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useContractForm(resetPasswordRequestSchema, {
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await request.run(values);
      showSuccess(RESET_MESSAGES.requested);
    } catch (error) {
      showApiError(error);
    }
    setDone(true);
    redirectToLogin();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2" id="reset-title">
            {AUTH_TEXTS.resetTitle}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {AUTH_TEXTS.resetIntro}
          </Text>
        </div>
        <TextInput
          label={LOGIN_TEXTS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={LOGIN_TEXTS.emailPlaceholder}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending} disabled={done}>
          {AUTH_TEXTS.resetSubmit}
        </Button>
        <Anchor component={Link} to="/login" fz="sm" ta="center">
          {AUTH_TEXTS.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
