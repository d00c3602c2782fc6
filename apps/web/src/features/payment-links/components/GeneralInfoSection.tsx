import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { DetailSection } from '../../../components/DetailSection';
import { MoneyInput } from '../../../components/MoneyInput';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { LinkClientField } from './LinkClientField';
import type { LinkFormValues } from './linkForm';

/** 'Informações gerais' of a one-off or quick link: title, value, description; a client for a one-off. */
export function GeneralInfoSection({ withClient }: { withClient: boolean }) {
  const { register, control, formState } = useFormContext<LinkFormValues>();
  const { errors } = formState;
  return (
    <DetailSection title={T.generalInfo}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={T.title} required error={errors.title?.message} {...register('title')} />
          <Controller
            control={control}
            name="value"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={T.value}
                required
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {withClient && <LinkClientField />}
        <Textarea label={T.description} rows={3} error={errors.description?.message} {...register('description')} />
      </Stack>
    </DetailSection>
  );
}
