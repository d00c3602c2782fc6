import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, SUB_SELLER_ACCOUNT_TYPES } from '@cofre/contract';
import { useBanks } from '../../../lib/banks';
import { ACCOUNT_TYPE_LABELS, PIX_KEY_PLACEHOLDERS, SUB_SELLER_TEXTS as T } from '../texts';
import type { SubSellerFormValues } from './formValues';

const ACCOUNT_TYPE_OPTIONS = SUB_SELLER_ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: ACCOUNT_TYPE_LABELS[type],
}));
const PIX_KEY_TYPE_OPTIONS = PIX_KEY_TYPES.map((type) => ({
  value: type,
  label: PIX_KEY_TYPE_LABELS[type],
}));
/** A closed dropdown unmounted: its listbox would otherwise carry the field's label too. */
const DROPDOWN = { keepMounted: false } as const;

interface ChoiceFieldProps {
  name: 'account.accountType' | 'account.pixKeyType';
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** One of a few fixed values, null until chosen (the contract then says 'Preenchimento obrigatório!'). */
function ChoiceField({ name, label, options }: ChoiceFieldProps) {
  const { control } = useFormContext<SubSellerFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          error={fieldState.error?.message}
          comboboxProps={DROPDOWN}
        />
      )}
    />
  );
}

/** 'Dados bancários': the bank (searchable, from GET /banks), agency, account, their digits, type and Pix key. */
export function BankAccountFields() {
  const { control, register, formState } = useFormContext<SubSellerFormValues>();
  const errors = formState.errors.account;
  const pixKeyType = useWatch({ control, name: 'account.pixKeyType' });
  const banks = useBanks();
  const bankOptions = useMemo(
    () => (banks.data ?? []).map((bank) => ({ value: bank.code, label: T.bankOf(bank.code, bank.name) })),
    [banks.data],
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="account.bank"
        render={({ field, fieldState }) => (
          <Select
            label={T.bank}
            searchable
            data={bankOptions}
            value={field.value || null}
            onChange={(code) => field.onChange(code ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            placeholder={banks.isPending ? T.bankLoading : undefined}
            nothingFoundMessage={T.bankNotFound}
            comboboxProps={DROPDOWN}
            style={{ gridColumn: '1 / -1' }}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={T.issuer}
          inputMode="numeric"
          maxLength={5}
          error={errors?.issuer?.message}
          {...register('account.issuer')}
        />
        <TextInput
          label={T.issuerDigit}
          description={T.optional}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={1}
          error={errors?.issuerDigit?.message}
          {...register('account.issuerDigit')}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={T.accountNumber}
          inputMode="numeric"
          maxLength={13}
          error={errors?.number?.message}
          {...register('account.number')}
        />
        <TextInput
          label={T.bankDigit}
          maxLength={1}
          error={errors?.bankDigit?.message}
          {...register('account.bankDigit')}
        />
      </SimpleGrid>
      <ChoiceField name="account.accountType" label={T.accountType} options={ACCOUNT_TYPE_OPTIONS} />
      <ChoiceField name="account.pixKeyType" label={T.pixKeyType} options={PIX_KEY_TYPE_OPTIONS} />
      <TextInput
        label={T.pixKey}
        maxLength={140}
        placeholder={pixKeyType ? PIX_KEY_PLACEHOLDERS[pixKeyType] : undefined}
        error={errors?.pixKey?.message}
        {...register('account.pixKey')}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
