import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { MaskedInput } from '../../../../components/MaskedInput';
import { maskedFieldProps } from '../../../../lib/form';
import { NEW_CHARGE_TEXTS as T } from '../../texts';
import type { NewChargeValues } from './newChargeForm';

/** The card that pays: number, holder, validity and CVV (the contract judges each). */
export function CardFields() {
  const { control, register, formState } = useFormContext<NewChargeValues>();
  const errors = formState.errors.card;
  return (
    <Stack gap="sm" role="group" aria-labelledby="new-charge-card-title">
      <Text id="new-charge-card-title" fw={600} fz="sm">
        {T.cardTitle}
      </Text>
      <Controller
        control={control}
        name="card.number"
        render={({ field, fieldState }) => (
          <MaskedInput
            label={T.cardNumber}
            mask="0000 0000 0000 0000 000"
            inputMode="numeric"
            autoComplete="cc-number"
            {...maskedFieldProps(field, fieldState)}
          />
        )}
      />
      <TextInput
        label={T.cardHolder}
        autoComplete="cc-name"
        error={errors?.holderName?.message}
        {...register('card.holderName')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Controller
          control={control}
          name="card.expiry"
          render={({ field, fieldState }) => (
            <MaskedInput
              label={T.cardExpiry}
              placeholder={T.cardExpiryPlaceholder}
              mask="00/00"
              inputMode="numeric"
              autoComplete="cc-exp"
              {...maskedFieldProps(field, fieldState)}
              // The contract reads 'MM/AA': the slash is part of the value.
              onChange={(value) => field.onChange(value.length > 2 ? `${value.slice(0, 2)}/${value.slice(2)}` : value)}
              value={field.value.replace('/', '')}
            />
          )}
        />
        <Controller
          control={control}
          name="card.cvv"
          render={({ field, fieldState }) => (
            <MaskedInput
              label={T.cardCvv}
              mask="0000"
              inputMode="numeric"
              autoComplete="cc-csc"
              {...maskedFieldProps(field, fieldState)}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
