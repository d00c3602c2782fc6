import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PLAN_LIMITS, type PlanInput } from '@cofre/contract';
import { PLANS_TEXTS } from '../texts';

/** The plan's items (bullets): add, edit and remove; each item up to 120 characters (D16). */
export function PlanItemsField() {
  const { control, register, formState } = useFormContext<PlanInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'bullets' });
  const errors = formState.errors.bullets;

  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} fz="sm" p={0}>
        {PLANS_TEXTS.items}
      </Text>
      <Text fz="xs" c="dimmed">
        {PLANS_TEXTS.itemsHint}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={PLANS_TEXTS.itemLabel(index + 1)}
            style={{ flex: 1 }}
            error={errors?.[index]?.description?.message}
            {...register(`bullets.${index}.description`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={PLANS_TEXTS.removeItem(index + 1)}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={fields.length >= PLAN_LIMITS.items}
          // The new item's input takes the focus.
          onClick={() => append({ description: '' })}
        >
          {PLANS_TEXTS.addItem}
        </Button>
      </Group>
    </Stack>
  );
}
