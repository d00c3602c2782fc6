import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../../../components/MoneyInput';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';
import { installmentOptions } from './MethodFields';

/** The cycles that may carry the additional value (the contract's 1–12). */
const ADDITIONAL_CYCLES = 12;

/** A subscription link's additional value: added after the discount, in the first N cycles. */
export function SubscriptionExtras() {
  const { control, register, formState } = useFormContext<LinkFormValues>();
  const errors = formState.errors.subscription;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Controller
        control={control}
        name="subscription.additionalValue"
        render={({ field, fieldState }) => (
          <MoneyInput
            label={T.additionalValue}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label={T.additionalTitle}
        error={errors?.additionalTitle?.message}
        {...register('subscription.additionalTitle')}
      />
      <Controller
        control={control}
        name="subscription.additionalInstallments"
        render={({ field }) => (
          <Select
            label={T.additionalInstallments}
            data={installmentOptions(ADDITIONAL_CYCLES)}
            value={String(field.value)}
            onChange={(value) => value && field.onChange(Number(value))}
            allowDeselect={false}
            comboboxProps={{ keepMounted: false }}
          />
        )}
      />
    </SimpleGrid>
  );
}
