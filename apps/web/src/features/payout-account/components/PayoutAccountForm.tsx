import { useMemo } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  ACCOUNT_TYPES,
  payoutAccountUpdateSchema,
  type PayoutAccount,
  type PayoutAccountUpdate,
} from '@cofre/contract';
import { CodeInput } from '../../../components/CodeInput';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useBanks } from '../../../lib/banks';
import { useUpdatePayoutAccount } from '../api/payoutAccount';
import { PAYOUT_ACCOUNT_TEXTS as T } from '../texts';

const FIELDS: ReadonlySet<string> = new Set([
  'bankCode',
  'agency',
  'agencyDigit',
  'account',
  'accountDigit',
  'accountType',
  'code',
]);
const DROPDOWN = { keepMounted: false } as const;
const TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: T.accountTypeLabel(type) }));

interface PayoutAccountFormProps {
  current: PayoutAccount | null;
  stepUpRequired: boolean;
  onClose: () => void;
}

/** The new payout account, checked by the contract; with two-factor on, the authenticator code too. */
export function PayoutAccountForm({ current, stepUpRequired, onClose }: PayoutAccountFormProps) {
  const update = useUpdatePayoutAccount();
  const banks = useBanks();
  const bankOptions = useMemo(
    () => (banks.data ?? []).map((bank) => ({ value: bank.code, label: T.bankOf(bank.code, bank.name) })),
    [banks.data],
  );
  const form = useContractForm(payoutAccountUpdateSchema, {
    defaultValues: {
      bankCode: current?.bankCode ?? '',
      agency: current?.agency ?? '',
      agencyDigit: current?.agencyDigit ?? '',
      account: current?.account ?? '',
      accountDigit: current?.accountDigit ?? '',
      accountType: current?.accountType ?? 'CHECKING_ACCOUNT',
    },
  });
  const { errors } = form.formState;

  const save = (body: PayoutAccountUpdate) =>
    update.mutate(body, {
      onSuccess: () => {
        showSuccess(T.saved);
        onClose();
      },
      onError: (error) => {
        const left = placeServerErrors(
          error,
          FIELDS,
          { 'FIN-011': 'bankCode', 'FIN-012': 'code', 'FIN-013': 'code' },
          form.setError,
        );
        if (left) showApiError(left);
      },
    });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="bankCode"
          render={({ field, fieldState }) => (
            <Select
              label={T.bank}
              data={bankOptions}
              searchable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              comboboxProps={DROPDOWN}
              required
            />
          )}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <TextInput
            label={T.agency}
            inputMode="numeric"
            required
            {...form.register('agency')}
            error={errors.agency?.message}
          />
          <TextInput
            label={T.agencyDigit}
            maxLength={1}
            {...form.register('agencyDigit')}
            error={errors.agencyDigit?.message}
          />
          <TextInput
            label={T.account}
            inputMode="numeric"
            required
            {...form.register('account')}
            error={errors.account?.message}
          />
          <TextInput
            label={T.accountDigit}
            maxLength={1}
            required
            {...form.register('accountDigit')}
            error={errors.accountDigit?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="accountType"
          render={({ field, fieldState }) => (
            <Select
              label={T.accountType}
              data={TYPE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={DROPDOWN}
              required
            />
          )}
        />
        {stepUpRequired && (
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <CodeInput
                  label={T.code}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
                <Text fz="xs" c="dimmed">
                  {T.codeHint}
                </Text>
              </Stack>
            )}
          />
        )}
        <Text fz="sm" c="dimmed">
          {T.hold} {T.adminsTold}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
