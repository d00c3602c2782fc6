import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MESSAGES, twoFactorDisableFormSchema } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSetTwoFactorEnabled } from '../api/setTwoFactorEnabled';
import { SECURITY_TEXTS as T } from '../texts';
import { codeFieldError } from './codeError';
import { CodeInput } from '../../../components/CodeInput';

/**
 * Step 4 of the spec's dialog: the confirmation to turn two-factor off, with a current code of the
 * app (or, having lost the phone, a recovery code). Cancel keeps it on.
 */
export function DisableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const setEnabled = useSetTwoFactorEnabled();
  const form = useContractForm(twoFactorDisableFormSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const ready = recovery ? code.trim().length > 0 : code.length === TWO_FACTOR_CODE_LENGTH;
  const switchMode = () => {
    setRecovery(!recovery);
    form.reset({ code: '' });
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await setEnabled.mutateAsync({ enabled: false, code: body.code });
      showSuccess(TWO_FACTOR_MESSAGES.disabled);
      onClose();
    } catch (error) {
      const fieldError = codeFieldError(error);
      if (fieldError) form.setError('code', { message: fieldError });
      else showApiError(error);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={T.disableTitle} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm">{recovery ? T.disableRecoveryText : T.disableText}</Text>
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) =>
              recovery ? (
                <TextInput
                  label={T.recoveryCodeLabel}
                  placeholder={T.recoveryPlaceholder}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  data-autofocus
                  maxLength={9}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              ) : (
                <CodeInput
                  label={T.codeLabel}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  autoFocus
                />
              )
            }
          />
          <Anchor component="button" type="button" fz="sm" onClick={switchMode} style={{ alignSelf: 'flex-start' }}>
            {recovery ? T.useAppCode : T.useRecoveryCode}
          </Anchor>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" color="red" disabled={!ready} loading={setEnabled.isPending}>
              {T.disable}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
