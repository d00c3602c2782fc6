import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { API_KEY_LIMITS, apiKeyCreateSchema } from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/**
 * The title of a new key ('Chave ' + the next number to start with, spec 3 §5) or of one being
 * edited; 'Salvar' needs a title. `onSave` resolves when the server took it.
 */
export function KeyTitleModal({
  opened,
  heading,
  initialTitle,
  submitLabel,
  saving,
  onSave,
  onClose,
}: {
  opened: boolean;
  heading: string;
  initialTitle: string;
  submitLabel: string;
  saving: boolean;
  onSave: (title: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useContractForm(apiKeyCreateSchema, { values: { title: initialTitle } });
  const submit = form.handleSubmit(async ({ title }) => onSave(title));
  return (
    <Modal opened={opened} onClose={onClose} title={heading} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={T.keyTitle}
            required
            data-autofocus
            maxLength={API_KEY_LIMITS.title}
            error={form.formState.errors.title?.message}
            {...form.register('title')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
