import { Button, Group, TextInput } from '@mantine/core';
import { CHARGE_TEXTS } from '../texts';

interface RecipientEmailFieldsProps {
  label: string;
  value: string;
  onChange: (email: string) => void;
  error?: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The recipient's e-mail and the Cancel/submit pair of a "send this by e-mail" form. */
export function RecipientEmailFields({
  label,
  value,
  onChange,
  error,
  submitLabel,
  pending,
  onCancel,
}: RecipientEmailFieldsProps) {
  return (
    <>
      <TextInput
        type="email"
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        maxLength={160}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {CHARGE_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
