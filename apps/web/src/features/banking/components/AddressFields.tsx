import { Loader, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { BRAZILIAN_STATES } from '@cofre/contract';
import { ZipCodeInput } from '../../../components/ZipCodeInput';
import { maskedFieldProps } from '../../../lib/form';
import { useZipAutofill } from '../../clients';
import { BANKING_TEXTS as T } from '../texts';
import { FormSelect } from './FormSelect';
import { FormTextInput } from './FormTextInput';

const STATES = [...BRAZILIAN_STATES];

/**
 * An address of the wizard (`prefix`: 'address' or 'partners.1.address'): a complete CEP fills
 * street, district, city and state; the state is picked among the UFs. Country BR is fixed (spec 3 §9).
 */
export function AddressFields({ prefix }: { prefix: string }) {
  const { control } = useFormContext<FieldValues>();
  const zip = useZipAutofill(prefix, { withCountry: false });
  const path = (key: string) => `${prefix}.${key}` as Path<FieldValues>;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <Controller
        control={control}
        name={path('zipCode')}
        render={({ field, fieldState }) => {
          const props = maskedFieldProps(field, fieldState);
          return (
            <ZipCodeInput
              {...props}
              label={T.zipCode}
              rightSection={zip.searching ? <Loader size="xs" aria-label={T.zipCodeLoading} /> : undefined}
              onChange={(value) => {
                props.onChange(value);
                void zip.autofill(value);
              }}
            />
          );
        }}
      />
      <FormTextInput name={path('street')} label={T.street} autoComplete="address-line1" maxLength={120} />
      <FormTextInput name={path('number')} label={T.number} maxLength={20} />
      <FormTextInput name={path('complement')} label={T.complement} autoComplete="address-line2" maxLength={60} />
      <FormTextInput name={path('district')} label={T.district} maxLength={80} />
      <FormTextInput name={path('city')} label={T.city} autoComplete="address-level2" maxLength={80} />
      <FormSelect
        name={path('state')}
        label={T.state}
        placeholder={T.statePlaceholder}
        data={STATES}
        searchable
        nothingFoundMessage={T.stateNotFound}
        autoComplete="address-level1"
      />
    </SimpleGrid>
  );
}
