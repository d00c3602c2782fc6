import { Group, Select, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@cofre/contract';
import { DateRangeInput } from '../../../components/DateRangeInput';
import type { filterFormSchema, FilterFormValues } from './filterForm';
import { CHARGE_TEXTS } from '../texts';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

interface MoreFiltersProps {
  id: string;
  form: UseFormReturn<FilterFormValues, unknown, z.output<typeof filterFormSchema>>;
}

/** 'Mais filtros': paid-date range, value bounds (comma decimals) and payment method. */
export function MoreFilters({ id, form }: MoreFiltersProps) {
  const { errors } = form.formState;
  return (
    <Group id={id} align="flex-start" gap="sm" mt="sm" wrap="wrap">
      <Controller
        control={form.control}
        name="paid"
        render={({ field }) => (
          <DateRangeInput
            label={CHARGE_TEXTS.paidDate}
            value={field.value}
            onChange={field.onChange}
            w={{ base: '100%', xs: 250 }}
          />
        )}
      />
      <TextInput
        label={CHARGE_TEXTS.valueMin}
        placeholder="0,00"
        inputMode="decimal"
        w={150}
        error={errors.valueMin?.message}
        {...form.register('valueMin')}
      />
      <TextInput
        label={CHARGE_TEXTS.valueMax}
        placeholder="0,00"
        inputMode="decimal"
        w={150}
        error={errors.valueMax?.message}
        {...form.register('valueMax')}
      />
      <Controller
        control={form.control}
        name="paymentMethod"
        render={({ field }) => (
          <Select
            label={CHARGE_TEXTS.paymentMethod}
            placeholder={CHARGE_TEXTS.allMethods}
            data={METHOD_OPTIONS}
            value={field.value}
            onChange={(next) => field.onChange(next)}
            clearable
            comboboxProps={{ keepMounted: false }}
            w={200}
          />
        )}
      />
    </Group>
  );
}
