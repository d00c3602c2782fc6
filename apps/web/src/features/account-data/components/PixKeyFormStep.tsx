import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ACCOUNT_PIX_KEY_TYPES,
  formatDocument,
  type AccountPixKeyCreate,
  type AccountPixKeyType,
} from '@cofre/contract';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { PhoneInput } from '../../../components/PhoneInput';
import { maskedFieldProps } from '../../../lib/form';
import { ACCOUNT_DATA_TEXTS as T, ACCOUNT_PIX_KEY_TYPE_LABELS } from '../texts';
import { typeNeedsKey, type PixKeyFormValues } from './pixKeyForm';

const TYPE_OPTIONS = ACCOUNT_PIX_KEY_TYPES.map((type) => ({ value: type, label: ACCOUNT_PIX_KEY_TYPE_LABELS[type] }));

interface PixKeyFormStepProps {
  form: UseFormReturn<PixKeyFormValues, unknown, AccountPixKeyCreate>;
  /** The company's CNPJ (digits), shown locked for a CNPJ key. */
  companyDocument: string | null;
  /** Why the last try did not register a key (the server's texts), shown above the buttons. */
  problems: readonly string[];
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * Spec 3 §4, §5: the type, then the key: the company's CNPJ locked, an e-mail, a mobile phone (sent
 * as digits; the server adds 55), or nothing for a random key. The button waits for a typed key.
 */
export function PixKeyFormStep({ form, companyDocument, problems, pending, onSubmit, onCancel }: PixKeyFormStepProps) {
  const { control, register, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const key = useWatch({ control, name: 'key' });
  const empty = typeNeedsKey(type) && key.trim() === '';

  const changeType = (next: AccountPixKeyType) => {
    form.setValue('type', next);
    form.setValue('key', '');
    form.clearErrors();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Select
          label={T.type}
          data={TYPE_OPTIONS}
          value={type}
          allowDeselect={false}
          onChange={(value) => value && changeType(value as AccountPixKeyType)}
          comboboxProps={{ withinPortal: true }}
        />
        {type === 'CNPJ' && (
          <TextInput
            label={T.cnpjKey}
            value={companyDocument ? formatDocument(companyDocument) : ''}
            readOnly
            disabled
            description={T.cnpjLocked}
          />
        )}
        {type === 'EMAIL' && (
          <TextInput
            label={T.emailKey}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={T.emailPlaceholder}
            error={formState.errors.key?.message}
            {...register('key')}
          />
        )}
        {type === 'PHONE' && (
          <Controller
            control={control}
            name="key"
            render={({ field, fieldState }) => (
              <PhoneInput
                countryCode="55"
                label={T.phoneKey}
                description={T.phoneHint}
                {...maskedFieldProps(field, fieldState)}
              />
            )}
          />
        )}
        {type === 'EVP' && <Text fz="sm">{T.evpNote}</Text>}
        {problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title={T.refusedTitle}
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
            role="alert"
          >
            <Stack gap={4}>
              {problems.map((problem) => (
                <Text key={problem} fz="sm">
                  {problem}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={pending} disabled={empty}>
            {T.register}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
