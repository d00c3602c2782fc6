import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, FormProvider, type UseFormReturn } from 'react-hook-form';
import { BANKING_ACCOUNT_MESSAGES as M, BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from '@cofre/contract';
import { BANKING_TEXTS as T } from '../texts';
import type { AdditionalValues } from './formValues';
import { FormSelect } from './FormSelect';
import { FormTextInput } from './FormTextInput';
import { StepFieldset } from './StepFieldset';

const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));
const digits = (value: string) => value.replace(/\D/g, '');

interface AdditionalStepProps {
  form: UseFormReturn<AdditionalValues, unknown, unknown>;
  locked: boolean;
  lockedText: string;
}

/** Step 2, 'Dados adicionais': trade name, site, legal form (LTDA by default) and main activity (CNAE). */
export function AdditionalStep({ form, locked, lockedText }: AdditionalStepProps) {
  const [, title = ''] = M.steps;
  return (
    <FormProvider {...form}>
      <StepFieldset legend={title} locked={locked} lockedText={lockedText}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput name="fantasyName" label={T.fantasyName} maxLength={150} />
          <FormTextInput name="url" label={T.url} type="url" placeholder={T.urlPlaceholder} autoComplete="url" />
          <FormSelect name="businessType" label={T.businessType} data={BUSINESS_TYPE_OPTIONS} allowDeselect={false} />
          <Controller
            control={form.control}
            name="mainActivity"
            render={({ field, fieldState }) => (
              <TextInput
                label={T.mainActivity}
                description={T.mainActivityHint}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                inputMode="numeric"
                maxLength={9}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(digits(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
      </StepFieldset>
    </FormProvider>
  );
}
