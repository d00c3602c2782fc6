import { Controller, useFormContext } from 'react-hook-form';
import { ClientPicker } from '../../clients';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';

/** The client a one-off or subscription link is dedicated to (none: any buyer); its name feeds the preview. */
export function LinkClientField() {
  const { control, setValue } = useFormContext<LinkFormValues>();
  return (
    <Controller
      control={control}
      name="clientId"
      render={({ field, fieldState }) => (
        <ClientPicker
          label={T.client}
          value={field.value}
          error={fieldState.error?.message}
          onChange={(client) => {
            field.onChange(client?.id ?? null);
            setValue('clientName', client?.name ?? null);
          }}
        />
      )}
    />
  );
}
