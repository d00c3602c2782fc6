import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  TWO_FACTOR_CODE_LENGTH,
  twoFactorVerifyRequestSchema,
  type SessionResponse,
  type TwoFactorChallenge,
} from '@cofre/contract';
import { showApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import { useVerifyTwoFactor } from '../api/verifyTwoFactor';

// The dialog (and Mantine's modal machinery) loads when first opened.
const TwoFactorHelpModal = lazy(() => import('./TwoFactorHelpModal'));

const codeFormSchema = twoFactorVerifyRequestSchema.pick({ pin: true });

interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onVerified: (session: SessionResponse) => Promise<void> | void;
  onBack: () => void;
}

/** Second sign-in step: the six-digit code of the authenticator app (spec 1 §2.2). */
export default function TwoFactorForm({ challenge, onVerified, onBack }: TwoFactorFormProps) {
  const [helpOpened, setHelpOpened] = useState(false);
  const verify = useVerifyTwoFactor();
  const { values, errors, setValue, handleSubmit, isSubmitting } = useSchemaForm(codeFormSchema, { pin: '' });
  const complete = values.pin.length === TWO_FACTOR_CODE_LENGTH;

  const submit = handleSubmit(async ({ pin }) => {
    try {
      const session = await verify.run({ pin, challengeToken: challenge.token });
      await onVerified(session);
    } catch (error) {
      console.error('Falha na verificação em duas etapas.', error);
      showApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2" id="two-factor-title">
            Verificação em duas etapas
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            Digite o código de {TWO_FACTOR_CODE_LENGTH} dígitos do seu aplicativo autenticador para {challenge.email}.
          </Text>
        </div>
        <TextInput
          label="Código de verificação"
          name="pin"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          placeholder="000000"
          autoFocus
          value={values.pin}
          error={errors.pin}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          onChange={(event) =>
            setValue('pin', event.currentTarget.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH))
          }
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" fz="sm" onClick={onBack}>
            Voltar
          </Anchor>
          <Anchor component="button" type="button" fz="sm" onClick={() => setHelpOpened(true)}>
            Está com dificuldades para acessar?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={!complete} loading={isSubmitting}>
          Entrar
        </Button>
      </Stack>
      {helpOpened && (
        <Suspense fallback={null}>
          <TwoFactorHelpModal opened onClose={() => setHelpOpened(false)} />
        </Suspense>
      )}
    </form>
  );
}
