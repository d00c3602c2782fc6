import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DialCodeInput } from '../../../components/DialCodeInput';
import { PhoneInput } from '../../../components/PhoneInput';
import { maskedFieldProps } from '../../../lib/form';
import type { ContactFormValues } from './formValues';
import { CLIENT_TEXTS } from '../texts';

interface ContactFieldsProps {
  /** Companies are named 'Razão Social' and may have a trade name. */
  isCompany: boolean;
}

/** Name, trade name, cellphone with dial code and e-mails: the add form's step 1 and the contact editor. */
export function ContactFields({ isCompany }: ContactFieldsProps) {
  const { control, register, formState } = useFormContext<{ contact: ContactFormValues }>();
  const errors = formState.errors.contact;
  const countryCode = useWatch({ control, name: 'contact.countryCode' });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: isCompany ? 2 : 1 }}>
        <TextInput
          label={isCompany ? CLIENT_TEXTS.companyName : CLIENT_TEXTS.name}
          autoComplete={isCompany ? 'organization' : 'name'}
          maxLength={150}
          error={errors?.name?.message}
          {...register('contact.name')}
        />
        {isCompany && (
          <TextInput
            label={CLIENT_TEXTS.tradeName}
            maxLength={150}
            error={errors?.tradeName?.message}
            {...register('contact.tradeName')}
          />
        )}
      </SimpleGrid>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Controller
          control={control}
          name="contact.countryCode"
          render={({ field, fieldState }) => (
            <DialCodeInput label={CLIENT_TEXTS.dialCode} w={88} {...maskedFieldProps(field, fieldState)} />
          )}
        />
        <Controller
          control={control}
          name="contact.phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label={CLIENT_TEXTS.cellphone}
              style={{ flex: 1 }}
              countryCode={countryCode}
              {...maskedFieldProps(field, fieldState)}
            />
          )}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={CLIENT_TEXTS.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors?.email?.message}
          {...register('contact.email')}
        />
        <TextInput
          label={CLIENT_TEXTS.alternativeEmail}
          type="email"
          inputMode="email"
          error={errors?.alternativeEmail?.message}
          {...register('contact.alternativeEmail')}
        />
      </SimpleGrid>
    </>
  );
}
