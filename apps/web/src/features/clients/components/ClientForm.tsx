import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { BRAZIL, isValidBrazilianDocument, type Client } from '@cofre/contract';
import { isApiError, showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useCreateClient } from '../api/createClient';
import { useCompanyPrefill } from '../hooks/useCompanyPrefill';
import { CLIENT_TEXTS } from '../texts';
import { AddressStep } from './AddressStep';
import { clientFormSchema, hasIdentificationErrors, NEW_CLIENT_DEFAULTS } from './formValues';
import { IdentificationStep } from './IdentificationStep';

const IDENTIFICATION = 0;
const ADDRESS = 1;

export interface ClientFormProps {
  onCreated: (client: Client) => void;
  /** Shown as 'Cancelar' (the modal only; the page has the browser's back). */
  onCancel?: () => void;
}

/** The two-step add-client form (spec 1 §2.7), on its page and in the picker's modal. */
export function ClientForm({ onCreated, onCancel }: ClientFormProps) {
  const form = useContractForm(clientFormSchema, { defaultValues: NEW_CLIENT_DEFAULTS });
  const [step, setStep] = useState(IDENTIFICATION);
  const createClient = useCreateClient();
  const companyLookup = useCompanyPrefill(form);
  const document = useWatch({ control: form.control, name: 'document' });
  // Brazilian documents must be valid before moving on; foreign ones are not validated (§5).
  const canProceed =
    document.documentNation !== BRAZIL || isValidBrazilianDocument(document.documentNumber, document.documentType);

  const save = form.handleSubmit(
    async (body) => {
      try {
        const client = await createClient.mutateAsync(body);
        showSuccess(CLIENT_TEXTS.created);
        onCreated(client);
      } catch (error) {
        // Create errors show each description alone (spec 1 §8); the form keeps everything typed.
        showApiError(error, (item) => item.description);
        const duplicate = isApiError(error) ? error.items.find((item) => item.code === 'CLI-001') : undefined;
        if (duplicate) {
          form.setError('document.documentNumber', { type: 'server', message: duplicate.description });
          setStep(IDENTIFICATION);
        }
      }
    },
    (errors) => {
      if (hasIdentificationErrors(errors)) setStep(IDENTIFICATION);
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter on step 1 means 'Proximo', never an early save.
    if (step === IDENTIFICATION) {
      event.preventDefault();
      if (canProceed) setStep(ADDRESS);
      return;
    }
    void save(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={CLIENT_TEXTS.add}>
        <Stack gap="lg">
          <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm">
            <Stepper.Step label={CLIENT_TEXTS.identificationStep}>
              <IdentificationStep lookup={companyLookup} />
            </Stepper.Step>
            <Stepper.Step label={CLIENT_TEXTS.address}>
              <AddressStep />
            </Stepper.Step>
          </Stepper>
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="subtle" color="gray" onClick={onCancel} mr="auto">
                {CLIENT_TEXTS.cancel}
              </Button>
            )}
            {/* Distinct keys: a button turned from 'button' into 'submit' mid-click would submit. */}
            {step === IDENTIFICATION ? (
              <Button key="next" type="button" disabled={!canProceed} onClick={() => setStep(ADDRESS)}>
                {CLIENT_TEXTS.next}
              </Button>
            ) : (
              <>
                <Button key="back" type="button" variant="default" onClick={() => setStep(IDENTIFICATION)}>
                  {CLIENT_TEXTS.back}
                </Button>
                <Button key="save" type="submit" loading={form.formState.isSubmitting}>
                  {CLIENT_TEXTS.save}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
