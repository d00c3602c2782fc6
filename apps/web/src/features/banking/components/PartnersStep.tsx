import { Button, Group, Stack } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { FormProvider, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { BANKING_ACCOUNT_MESSAGES as M } from '@cofre/contract';
import { BANKING_TEXTS as T } from '../texts';
import { NEW_PARTNER, type PartnersValues } from './formValues';
import { PartnerFields } from './PartnerFields';
import { StepFieldset } from './StepFieldset';

interface PartnersStepProps {
  form: UseFormReturn<PartnersValues, unknown, unknown>;
  locked: boolean;
  lockedText: string;
}

/** Step 3, 'Dados dos sócios': as many partners as the company has, never fewer than one. */
export function PartnersStep({ form, locked, lockedText }: PartnersStepProps) {
  const partners = useFieldArray({ control: form.control, name: 'partners' });
  const [, , title = ''] = M.steps;
  const only = partners.fields.length === 1;
  return (
    <FormProvider {...form}>
      <StepFieldset legend={title} locked={locked} lockedText={lockedText}>
        <Stack gap="md">
          {partners.fields.map((partner, index) => (
            <PartnerFields key={partner.id} index={index} onRemove={only ? undefined : () => partners.remove(index)} />
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => partners.append(NEW_PARTNER, { shouldFocus: true })}
            >
              {T.addPartner}
            </Button>
          </Group>
        </Stack>
      </StepFieldset>
    </FormProvider>
  );
}
