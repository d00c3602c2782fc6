import { lazy, Suspense, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  TWO_FACTOR_CODE_LENGTH,
  twoFactorVerifyRequestSchema,
  type SessionResponse,
  type TwoFactorChallenge,
} from '@cofre/contract';
import { isApiError, showApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useVerifyTwoFactor } from '../api/verifyTwoFactor';
import { LOGIN_TEXTS } from '../loginTexts';
import { AUTH_TEXTS } from '../texts';

// The dialog (and Mantine's modal machinery) loads when first opened.
const TwoFactorHelpModal = lazy(() => import('./TwoFactorHelpModal'));

// The app's 6 digits or a recovery code: the verify request's own rule.
const codeFormSchema = twoFactorVerifyRequestSchema.pick({ pin: true });

interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onVerified: (session: SessionResponse) => Promise<void> | void;
  onBack: () => void;
}

/**
 * Second sign-in step: the six-digit code of the authenticator app (spec 1 §2.2), or, having lost
 * the phone, one of the recovery codes given when two-factor was turned on (each works once).
 */
export default function TwoFactorForm({ challenge, onVerified, onBack }: TwoFactorFormProps) {
  const [helpOpened, setHelpOpened] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const verify = useVerifyTwoFactor();
  const { control, handleSubmit, formState, reset } = useContractForm(codeFormSchema, {
    defaultValues: { pin: '' },
  });
  const pin = useWatch({ control, name: 'pin' });
  const complete = recovery ? pin.trim().length > 0 : pin.length === TWO_FACTOR_CODE_LENGTH;
  const switchMode = () => {
    setRecovery(!recovery);
    reset({ pin: '' });
  };

  const submit = handleSubmit(async ({ pin }) => {
    try {
      const session = await verify.run({ pin, challengeToken: challenge.token });
      await onVerified(session);
    } catch (error) {
      // A refused code is an answer, told in the toast; only a fault of ours goes to the console.
      if (!isApiError(error)) console.error('Falha na verificação em duas etapas.', error);
      showApiError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="two-factor-title">
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2" id="two-factor-title">
            {AUTH_TEXTS.twoFactorTitle}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {recovery
              ? AUTH_TEXTS.recoveryHint(challenge.email)
              : AUTH_TEXTS.twoFactorHint(TWO_FACTOR_CODE_LENGTH, challenge.email)}
          </Text>
        </div>
        <Controller
          control={control}
          name="pin"
          render={({ field, fieldState }) =>
            recovery ? (
              <TextInput
                key="recovery"
                label={AUTH_TEXTS.recoveryCodeLabel}
                name={field.name}
                ref={field.ref}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={9}
                placeholder={AUTH_TEXTS.recoveryPlaceholder}
                autoFocus
                value={field.value}
                error={fieldState.error?.message}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key="app"
                label={AUTH_TEXTS.codeLabel}
                name={field.name}
                ref={field.ref}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={TWO_FACTOR_CODE_LENGTH}
                placeholder="000000"
                autoFocus
                value={field.value}
                error={fieldState.error?.message}
                styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH))
                }
              />
            )
          }
        />
        <Anchor component="button" type="button" fz="sm" onClick={switchMode} style={{ alignSelf: 'flex-start' }}>
          {recovery ? AUTH_TEXTS.useAppCode : AUTH_TEXTS.useRecoveryCode}
        </Anchor>
        <Group justify="space-between">
          <Anchor component="button" type="button" fz="sm" onClick={onBack}>
            {AUTH_TEXTS.back}
          </Anchor>
          <Anchor component="button" type="button" fz="sm" onClick={() => setHelpOpened(true)}>
            {AUTH_TEXTS.trouble}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={!complete} loading={formState.isSubmitting}>
          {LOGIN_TEXTS.submit}
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
