import { Button, Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COMMON_TEXTS } from './texts';

interface RecipientEmailFieldsProps {
  label: string;
  /** The e-mail field of the form: `register('email', recipientEmailOptions)`. */
  input: UseFormRegisterReturn;
  error?: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** What the e-mail field holds: the address as typed, trimmed; none when left empty (the default recipient). */
export const recipientEmailOptions = { setValueAs: (value: string | undefined) => value?.trim() || undefined };

/** The recipient's e-mail and the Cancel/submit pair of a "send this by e-mail" form. */
export function RecipientEmailFields({
  label,
  input,
  error,
  submitLabel,
  pending,
  onCancel,
}: RecipientEmailFieldsProps) {
  return (
    <>
      <TextInput type="email" label={label} error={error} maxLength={160} data-autofocus {...input} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
