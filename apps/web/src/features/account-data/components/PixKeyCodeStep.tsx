import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { accountPixKeyConfirmSchema, formatPixKey, PIX_KEY_CODE_LENGTH, type AccountPixKey } from '@cofre/contract';
import { CodeInput } from '../../../components/CodeInput';
import { isApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useConfirmPixKey } from '../api/confirmPixKey';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';
import { SandboxSms } from './SandboxSms';

/** A wrong code leaves the key waiting: the seller types it again (the message under the boxes). */
const WRONG_CODE = { 'BNK-013': 'code' } as const;

interface PixKeyCodeStepProps {
  /** The phone key AWAITING_CODE. */
  pixKey: AccountPixKey;
  onConfirmed: (key: AccountPixKey) => void;
  /** Any answer but a wrong code: the key is cancelled (BNK-014) or refused; the dialog says why. */
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/** Spec 3 §4: the 6-digit SMS code of a phone key; the right one goes straight to the result. */
export function PixKeyCodeStep({ pixKey, onConfirmed, onFailed, onClose }: PixKeyCodeStepProps) {
  const confirm = useConfirmPixKey();
  const form = useContractForm(accountPixKeyConfirmSchema, { defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onConfirmed(await confirm.mutateAsync({ id: pixKey.id, code }));
    } catch (error) {
      if (isApiError(error) && error.items.some((item) => item.code === 'BNK-013')) {
        form.setValue('code', '');
        placeServerErrors(error, new Set(['code']), WRONG_CODE, form.setError);
      } else {
        onFailed(error);
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {T.codeSentTo}{' '}
          <Text span fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {pixKey.key ? formatPixKey('PHONE', pixKey.key) : ''}
          </Text>
          .
        </Text>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              label={T.code}
              length={PIX_KEY_CODE_LENGTH}
              autoFocus
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <SandboxSms keyId={pixKey.id} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {T.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
