import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import {
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_MESSAGES,
  twoFactorEnableFormSchema,
  type TwoFactorEnabledResponse,
} from '@cofre/contract';
import { showApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSetTwoFactorEnabled } from '../api/setTwoFactorEnabled';
import { SECURITY_TEXTS as T } from '../texts';
import { codeFieldError } from './codeError';
import { CodeInput } from '../../../components/CodeInput';

interface EnableCodeStepProps {
  onBack: () => void;
  onEnabled: (answer: TwoFactorEnabledResponse) => void;
}

/** Step 3: the app's 6-digit code; 'Enviar' only with 6 digits (spec 4 §4), 'Código inválido' under it. */
export function EnableCodeStep({ onBack, onEnabled }: EnableCodeStepProps) {
  const setEnabled = useSetTwoFactorEnabled();
  const form = useContractForm(twoFactorEnableFormSchema, { defaultValues: { code: '' } });
  const complete = useWatch({ control: form.control, name: 'code' }).length === TWO_FACTOR_CODE_LENGTH;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled(await setEnabled.mutateAsync({ enabled: true, code }));
    } catch (error) {
      const fieldError = codeFieldError(error);
      if (fieldError) form.setError('code', { message: fieldError });
      else showApiError(error, undefined, TWO_FACTOR_MESSAGES.enableFailed);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm">{T.codeText}</Text>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              label={T.codeLabel}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              autoFocus
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {T.back}
          </Button>
          <Button type="submit" disabled={!complete} loading={setEnabled.isPending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
