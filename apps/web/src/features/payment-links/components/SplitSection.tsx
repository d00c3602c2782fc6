import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SPLIT_MAX_SUB_SELLERS } from '@cofre/contract';
import { useSplitSubSellers } from '../api/listSplitSubSellers';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';
import { emptySplitRow } from './splitForm';
import { SplitShareRow } from './SplitShareRow';

/**
 * The split of a one-off link (charges.split: view_split_subseller_payment_link and SELLER_ADMIN,
 * spec 2 §6): the switch, which takes the card alone (spec 2 §4), and up to 10 sub-sellers, each
 * once, with a fixed amount or a percentage of the value.
 */
export function SplitSection() {
  const { control, getValues, setValue, trigger, formState } = useFormContext<LinkFormValues>();
  const enabled = useWatch({ control, name: 'splitEnabled' });
  const rows = useWatch({ control, name: 'split' });
  const { fields, remove } = useFieldArray({ control, name: 'split' });
  const subSellers = useSplitSubSellers(enabled);
  const options = subSellers.data ?? [];
  const splitError = formState.errors.split?.message ?? formState.errors.split?.root?.message;

  // A new row is set, not appended: the field array's append validates every row at once, so an
  // untouched picker would say 'Preenchimento obrigatório!' before the seller reached it.
  const addRow = () => setValue('split', [...getValues('split'), emptySplitRow()]);

  const toggle = (on: boolean) => {
    setValue('splitEnabled', on, { shouldDirty: true });
    if (!on) return;
    // The split is paid by card alone: boleto and Pix off, the card on (spec 2 §4).
    setValue('creditCard.enabled', true, { shouldDirty: true });
    setValue('bankSlip.enabled', false, { shouldDirty: true });
    setValue('pix.enabled', false, { shouldDirty: true });
    void trigger('creditCard.enabled');
    if (getValues('split').length === 0) addRow();
  };

  const pickerHint = subSellers.isPending
    ? T.subSellersLoading
    : subSellers.isSuccess && options.length === 0
      ? T.subSellersNone
      : undefined;

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="splitEnabled"
        render={({ field }) => (
          <Switch
            label={T.splitSwitch}
            description={T.splitHint}
            checked={field.value}
            ref={field.ref}
            onChange={(event) => toggle(event.currentTarget.checked)}
            fw={500}
          />
        )}
      />
      {enabled && (
        <Stack gap="sm" role="group" aria-label={T.splitShares}>
          {subSellers.isError && (
            <Group gap="xs">
              <Text c="red" fz="sm" role="alert">
                {T.subSellersFailed}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => void subSellers.refetch()}>
                {T.retry}
              </Button>
            </Group>
          )}
          {fields.map((entry, index) => (
            <SplitShareRow
              key={entry.id}
              index={index}
              subSellers={options}
              taken={
                new Set(
                  rows.flatMap((row, other) => (other !== index && row.subSellerId !== null ? [row.subSellerId] : [])),
                )
              }
              pickerHint={pickerHint}
              removable={fields.length > 1}
              onRemove={() => remove(index)}
            />
          ))}
          {splitError && (
            <Text c="red" fz="sm" role="alert">
              {splitError}
            </Text>
          )}
          <Group gap="sm">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              disabled={fields.length >= SPLIT_MAX_SUB_SELLERS}
              onClick={addRow}
            >
              {T.addShare}
            </Button>
            <Text fz="xs" c="dimmed">
              {T.splitLimit(SPLIT_MAX_SUB_SELLERS)}
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
