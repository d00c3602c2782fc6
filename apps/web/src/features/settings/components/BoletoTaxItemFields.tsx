import { Group, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { TAX_PERCENTAGE_MAX_LENGTH, type SellerDefaultTax } from '@cofre/contract';
import { SETTINGS_TEXTS as T } from '../texts';
import type { TaxFormValues, TaxItem } from './taxForm';

interface BoletoTaxItemFieldsProps {
  control: Control<TaxFormValues, unknown, SellerDefaultTax>;
  item: TaxItem;
  label: string;
  /** The recommended cap, shown as a hint (not enforced). */
  cap: string;
}

/** One boleto charge (the fine or the monthly interest): its switch, and its percentage while on. */
export function BoletoTaxItemFields({ control, item, label, cap }: BoletoTaxItemFieldsProps) {
  const enabled = useWatch({ control, name: `bankSlipTax.${item}.enable` });
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Controller
        control={control}
        name={`bankSlipTax.${item}.enable`}
        render={({ field }) => (
          <Switch
            label={label}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            mt={30}
            w={150}
          />
        )}
      />
      <Controller
        control={control}
        name={`bankSlipTax.${item}.percentage`}
        render={({ field, fieldState }) => (
          <TextInput
            label={T.percentageLabel(label)}
            description={cap}
            inputMode="decimal"
            maxLength={TAX_PERCENTAGE_MAX_LENGTH}
            rightSection={
              <Text fz="sm" c="dimmed" aria-hidden="true">
                %
              </Text>
            }
            w={{ base: '100%', xs: 280 }}
            disabled={!enabled}
            value={field.value}
            error={fieldState.error?.message}
            onChange={(event) => field.onChange(event.currentTarget.value)}
          />
        )}
      />
    </Group>
  );
}
