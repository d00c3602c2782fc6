import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { clientContactUpdateSchema, type Client, type ClientContact } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useUpdateClientContact } from '../api/updateClientContact';
import { CLIENT_TEXTS } from '../texts';
import { ContactChangesList } from './ContactChangesList';
import { contactChanges, type ContactChange } from './contactChanges';
import { ContactFields } from './ContactFields';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { contactFormValues } from './formValues';

/** The contact inputs sit under 'contact.' so the add form and this editor share ContactFields. */
const contactFormSchema = z.object({ contact: clientContactUpdateSchema });

interface ContactEditorProps {
  client: Client;
  isCompany: boolean;
  /** Leaves edit mode (after a save, or when the changes are discarded). */
  onDone: () => void;
}

/** Editar → Concluir (validates) → review of the changes → Confirmar (PUT); Cancelar asks first. */
export function ContactEditor({ client, isCompany, onDone }: ContactEditorProps) {
  const form = useContractForm(contactFormSchema, { defaultValues: { contact: contactFormValues(client) } });
  const update = useUpdateClientContact(client.id);
  const [review, setReview] = useState<{ body: ClientContact; changes: ContactChange[] } | null>(null);
  const [askingDiscard, setAskingDiscard] = useState(false);
  // Read while rendering: react-hook-form only tracks the formState fields a render reads.
  const { isDirty } = form.formState;

  const finish = form.handleSubmit(({ contact }) => {
    const changes = contactChanges(client, contact, isCompany);
    // Nothing differs from what is stored: nothing to review, nothing to send.
    if (changes.length === 0) onDone();
    else setReview({ body: contact, changes });
  });

  const confirm = async () => {
    if (!review) return;
    try {
      await update.mutateAsync(review.body);
      showSuccess(CLIENT_TEXTS.contactUpdated);
      onDone();
    } catch (error) {
      // Client edits show only the description (spec 1 §8); the inputs keep what was typed.
      showApiError(error, (item) => item.description);
      setReview(null);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void finish(event)} noValidate aria-label={CLIENT_TEXTS.editContact}>
        <Stack gap="md">
          <ContactFields isCompany={isCompany} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => (isDirty ? setAskingDiscard(true) : onDone())}>
              {CLIENT_TEXTS.cancel}
            </Button>
            <Button type="submit">{CLIENT_TEXTS.done}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={review !== null}
        title={CLIENT_TEXTS.confirmChangesTitle}
        confirmLabel={CLIENT_TEXTS.confirm}
        cancelLabel={CLIENT_TEXTS.back}
        onConfirm={() => void confirm()}
        onCancel={() => setReview(null)}
        loading={update.isPending}
      >
        {review && <ContactChangesList changes={review.changes} />}
      </ConfirmDialog>
      <DiscardChangesDialog opened={askingDiscard} onDiscard={onDone} onKeepEditing={() => setAskingDiscard(false)} />
    </FormProvider>
  );
}
