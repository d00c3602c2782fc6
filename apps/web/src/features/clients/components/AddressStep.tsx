import { Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CLIENT_TEXTS } from '../texts';
import { AddressFields } from './AddressFields';
import type { ClientFormValues } from './formValues';

/** Step 2 of the add form: the client's address, or the seller's own (sent as `address: null`). */
export function AddressStep() {
  const { control } = useFormContext<ClientFormValues>();
  const useSellerAddress = useWatch({ control, name: 'useSellerAddress' });
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="useSellerAddress"
        render={({ field }) => (
          <Switch
            label={CLIENT_TEXTS.useSellerAddress}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {/* Hidden, not cleared: switching back shows what was typed. */}
      {!useSellerAddress && <AddressFields lookupOn="change" stateMaxLength={3} />}
    </Stack>
  );
}
