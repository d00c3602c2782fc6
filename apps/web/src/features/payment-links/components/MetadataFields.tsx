import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LINK_LIMITS } from '@cofre/contract';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';

/** Internal metadata (view_payment_link_metadata): key/value pairs only the seller sees. */
export function MetadataFields() {
  const { control, register, formState } = useFormContext<LinkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'metadata' });
  const errors = formState.errors.metadata;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} fz="sm">
        {T.metadata}
      </Text>
      <Text fz="xs" c="dimmed">
        {T.metadataHint}
      </Text>
      {fields.map((entry, index) => (
        <Group key={entry.id} gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label={T.metadataKey}
            style={{ flex: 1 }}
            error={errors?.[index]?.key?.message}
            {...register(`metadata.${index}.key`)}
          />
          <TextInput
            label={T.metadataValue}
            style={{ flex: 2 }}
            error={errors?.[index]?.value?.message}
            {...register(`metadata.${index}.value`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={T.removeMetadata(index + 1)}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={fields.length >= LINK_LIMITS.metadataEntries}
          onClick={() => append({ key: '', value: '' })}
        >
          {T.addMetadata}
        </Button>
      </Group>
    </Stack>
  );
}
