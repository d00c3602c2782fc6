import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { signInRequestSchema, type SignInResponse } from '@cofre/contract';
import { useSchemaForm } from '../hooks/useSchemaForm';
import { uuid } from '../../../lib/uuid';
import { useSignIn } from '../api/signIn';
import { showSignInError } from './signInErrors';
import { LOGIN_TEXTS } from '../loginTexts';

/** The form validates what sign-in needs from the user; attemptReference is added per attempt. */
const loginFormSchema = signInRequestSchema.pick({ email: true, password: true });

interface LoginFormProps {
  onSignedIn: (response: SignInResponse) => Promise<void> | void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const signIn = useSignIn();
  const { field, handleSubmit, isSubmitting } = useSchemaForm(loginFormSchema, { email: '', password: '' });

  const submit = handleSubmit(async (values) => {
    try {
      // A fresh reference per attempt: the device-fingerprint correlation id (spec 1 §2.2).
      const response = await signIn.run({ ...values, attemptReference: uuid() });
      await onSignedIn(response);
    } catch (error) {
      showSignInError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2" id="login-title">
            {LOGIN_TEXTS.title}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {LOGIN_TEXTS.intro}
          </Text>
        </div>
        <TextInput
          label={LOGIN_TEXTS.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          // The page's one task starts here: a keyboard or screen-reader user lands in the field.
          autoFocus
          placeholder={LOGIN_TEXTS.emailPlaceholder}
          {...field('email')}
        />
        <PasswordInput
          label={LOGIN_TEXTS.password}
          autoComplete="current-password"
          placeholder={LOGIN_TEXTS.passwordPlaceholder}
          {...field('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/redefinir-senha" fz="sm">
            {LOGIN_TEXTS.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {LOGIN_TEXTS.submit}
        </Button>
      </Stack>
    </form>
  );
}
