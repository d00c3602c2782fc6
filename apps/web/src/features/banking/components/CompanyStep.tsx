import { SimpleGrid, Stack, Title } from '@mantine/core';
import { Controller, FormProvider, type UseFormReturn } from 'react-hook-form';
import { BANKING_ACCOUNT_MESSAGES as M } from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { DocumentInput } from '../../../components/DocumentInput';
import { maskedFieldProps } from '../../../lib/form';
import { useCompanyPrefill } from '../hooks/useCompanyPrefill';
import { BANKING_TEXTS as T } from '../texts';
import { AddressFields } from './AddressFields';
import type { CompanyValues } from './formValues';
import { FormTextInput } from './FormTextInput';
import { StepFieldset } from './StepFieldset';

interface CompanyStepProps {
  form: UseFormReturn<CompanyValues, unknown, unknown>;
  locked: boolean;
  lockedText: string;
}

/** Step 1, 'Dados da empresa': a valid CNPJ fills the empty fields from the company registry. */
export function CompanyStep({ form, locked, lockedText }: CompanyStepProps) {
  const lookup = useCompanyPrefill(form);
  const [title] = M.steps;
  return (
    <FormProvider {...form}>
      <StepFieldset legend={title} locked={locked} lockedText={lockedText}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="companyDocument"
              render={({ field, fieldState }) => {
                const props = maskedFieldProps(field, fieldState);
                return (
                  <DocumentInput
                    {...props}
                    kind="CNPJ"
                    label={T.companyDocument}
                    description={lookup.hint}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    onChange={(value) => {
                      props.onChange(value);
                      void lookup.onDocumentChange(value);
                    }}
                  />
                );
              }}
            />
            <Controller
              control={form.control}
              name="openingDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={T.openingDate}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormTextInput name="companyName" label={T.companyName} autoComplete="organization" maxLength={150} />
            <FormTextInput name="mail" label={T.mail} type="email" autoComplete="email" maxLength={254} />
          </SimpleGrid>
          <Title order={3} fz="md">
            {T.addressTitle}
          </Title>
          <AddressFields prefix="address" />
        </Stack>
      </StepFieldset>
    </FormProvider>
  );
}
