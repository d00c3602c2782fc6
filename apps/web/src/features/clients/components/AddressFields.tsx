import { Loader, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { ZipCodeInput } from '../../../components/ZipCodeInput';
import { useZipAutofill } from '../hooks/useZipAutofill';
import { maskedFieldProps } from '../../../lib/form';
import type { AddressFormValues } from './formValues';
import { CLIENT_TEXTS } from '../texts';

interface AddressFieldsProps {
  /** The add form asks as soon as the CEP is complete; the detail editor when the field is left. */
  lookupOn: 'change' | 'blur';
  /** 3 in the add form, 2 in the detail editor (spec 1 §5). */
  stateMaxLength: 2 | 3;
}

const upper = (value: string) => value.toUpperCase();

/** CEP (with lookup), street, number, complement, district, city, state and country. */
export function AddressFields({ lookupOn, stateMaxLength }: AddressFieldsProps) {
  const { control, register, getValues, formState } = useFormContext<{ address: AddressFormValues }>();
  const errors = formState.errors.address;
  const zip = useZipAutofill();

  return (
    // Two columns at most: the editor sits in a half-width card on the detail screen.
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Controller
        control={control}
        name="address.zipCode"
        render={({ field, fieldState }) => {
          const props = maskedFieldProps(field, fieldState);
          return (
            <ZipCodeInput
              {...props}
              label={CLIENT_TEXTS.zipCode}
              rightSection={zip.searching ? <Loader size="xs" aria-label={CLIENT_TEXTS.zipCodeLoading} /> : undefined}
              onChange={(value) => {
                props.onChange(value);
                if (lookupOn === 'change') void zip.autofill(value);
              }}
              onBlur={() => {
                props.onBlur();
                if (lookupOn === 'blur') void zip.autofill(getValues('address.zipCode'));
              }}
            />
          );
        }}
      />
      <TextInput
        label={CLIENT_TEXTS.street}
        autoComplete="address-line1"
        maxLength={200}
        error={errors?.street?.message}
        {...register('address.street')}
      />
      <TextInput
        label={CLIENT_TEXTS.number}
        maxLength={10}
        error={errors?.number?.message}
        {...register('address.number')}
      />
      <TextInput
        label={CLIENT_TEXTS.complement}
        autoComplete="address-line2"
        maxLength={100}
        error={errors?.complement?.message}
        {...register('address.complement')}
      />
      <TextInput
        label={CLIENT_TEXTS.neighborhood}
        maxLength={100}
        error={errors?.district?.message}
        {...register('address.district')}
      />
      <TextInput
        label={CLIENT_TEXTS.city}
        autoComplete="address-level2"
        maxLength={100}
        error={errors?.city?.message}
        {...register('address.city')}
      />
      <Controller
        control={control}
        name="address.state"
        render={({ field, fieldState }) => (
          <TextInput
            label={CLIENT_TEXTS.state}
            autoComplete="address-level1"
            maxLength={stateMaxLength}
            {...field}
            onChange={(event) => field.onChange(upper(event.currentTarget.value))}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="address.country"
        render={({ field, fieldState }) => (
          <TextInput
            label={CLIENT_TEXTS.country}
            maxLength={2}
            {...field}
            onChange={(event) => field.onChange(upper(event.currentTarget.value))}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
