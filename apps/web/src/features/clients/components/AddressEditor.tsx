import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { clientAddressUpdateSchema, type Client } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useUpdateClientAddress } from '../api/updateClientAddress';
import { CLIENT_TEXTS } from '../texts';
import { AddressFields } from './AddressFields';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { addressFormValues } from './formValues';

/** The address inputs sit under 'address.' so the add form and this editor share AddressFields. */
const addressFormSchema = z.object({ address: clientAddressUpdateSchema });

interface AddressEditorProps {
  client: Client;
  onDone: () => void;
}

/** Edits (or adds) the client's address: Salvar sends the PATCH; Cancelar asks when something changed. */
export function AddressEditor({ client, onDone }: AddressEditorProps) {
  const form = useContractForm(addressFormSchema, { defaultValues: { address: addressFormValues(client.address) } });
  const update = useUpdateClientAddress(client.id);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // Read while rendering: react-hook-form only tracks the formState fields a render reads.
  const { isDirty } = form.formState;

  const save = form.handleSubmit(async ({ address }) => {
    try {
      await update.mutateAsync(address);
      showSuccess(CLIENT_TEXTS.addressUpdated);
      onDone();
    } catch (error) {
      showApiError(error, (item) => item.description);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={CLIENT_TEXTS.editAddress}>
        <Stack gap="md">
          {/* The detail screen asks for the CEP when the field is left, and takes 2-letter states (§2.7, §5). */}
          <AddressFields lookupOn="blur" stateMaxLength={2} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => (isDirty ? setAskingDiscard(true) : onDone())}>
              {CLIENT_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {CLIENT_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <DiscardChangesDialog opened={askingDiscard} onDiscard={onDone} onKeepEditing={() => setAskingDiscard(false)} />
    </FormProvider>
  );
}
