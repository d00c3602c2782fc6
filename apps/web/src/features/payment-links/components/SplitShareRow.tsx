import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { Controller, get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { SPLIT_PAYMENT_TYPES, type SplitSubSellerOption } from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { PercentInput } from '../../../components/PercentInput';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';
import { rowOfSubSeller, SPLIT_TYPE_LABELS } from './splitForm';

const TYPE_OPTIONS = SPLIT_PAYMENT_TYPES.map((type) => ({ value: type, label: SPLIT_TYPE_LABELS[type] }));

interface SplitShareRowProps {
  index: number;
  /** The sub-sellers the link may be split with. */
  subSellers: readonly SplitSubSellerOption[];
  /** The ids other rows already hold (each sub-seller once). */
  taken: ReadonlySet<string>;
  /** Shown while the list loads, or when it is empty. */
  pickerHint?: string;
  removable: boolean;
  onRemove: () => void;
}

/**
 * One sub-seller's share: the picker (its default split fills the type and the value), 'Valor fixo'
 * in reais or 'Percentual' (digits with one comma or dot, at most 100, spec 2 §5), and the remove.
 */
export function SplitShareRow({ index, subSellers, taken, pickerHint, removable, onRemove }: SplitShareRowProps) {
  const { control, setValue, trigger, formState } = useFormContext<LinkFormValues>();
  const [paymentType, subSellerId, name] = useWatch({
    control,
    name: [`split.${index}.paymentType`, `split.${index}.subSellerId`, `split.${index}.name`],
  });
  const number = index + 1;
  // The contract words the value's problems on the request's `paymentValue`, which no input holds:
  // read from there, and asked again from the input (a field-less path, so typed as one of the form).
  const valuePath = `split.${index}.paymentValue` as `split.${number}`;
  const valueError = (get(formState.errors, valuePath) as FieldError | undefined)?.message;
  const recheckValue = () => void trigger(valuePath);

  const data = subSellers.map((option) => ({ value: option.id, label: option.name, disabled: taken.has(option.id) }));
  // A saved share whose sub-seller is no longer offered (inactivated since) still shows its name.
  if (subSellerId && !subSellers.some((option) => option.id === subSellerId)) {
    data.unshift({ value: subSellerId, label: name, disabled: false });
  }

  const pick = (id: string | null) => {
    const option = subSellers.find((candidate) => candidate.id === id);
    if (!option) return;
    const row = rowOfSubSeller(option);
    setValue(`split.${index}.name`, row.name);
    setValue(`split.${index}.paymentType`, row.paymentType, { shouldDirty: true });
    setValue(`split.${index}.fixed`, row.fixed, { shouldDirty: true });
    setValue(`split.${index}.percent`, row.percent, { shouldDirty: true });
    if (valueError) recheckValue();
  };

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={T.splitShare(number)}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={500} fz="sm">
            {T.splitShare(number)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={T.removeShare(number)}
            disabled={!removable}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Controller
          control={control}
          name={`split.${index}.subSellerId`}
          render={({ field, fieldState }) => (
            <Select
              aria-label={T.subSellerOf(number)}
              placeholder={T.subSellerPlaceholder}
              description={pickerHint}
              data={data}
              searchable
              nothingFoundMessage={T.subSellersEmpty}
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                pick(id);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ keepMounted: false }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={control}
            name={`split.${index}.paymentType`}
            render={({ field }) => (
              <Select
                label={T.splitType}
                aria-label={T.splitTypeOf(number)}
                data={TYPE_OPTIONS}
                value={field.value}
                onChange={(type) => {
                  field.onChange(type === 'FIXED' ? 'FIXED' : 'PERCENTAGE');
                  if (valueError) recheckValue();
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                comboboxProps={{ keepMounted: false }}
              />
            )}
          />
          {paymentType === 'FIXED' ? (
            <Controller
              control={control}
              name={`split.${index}.fixed`}
              render={({ field }) => (
                <MoneyInput
                  label={T.splitValue}
                  aria-label={T.splitValueOf(number)}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(cents) => {
                    field.onChange(cents);
                    if (valueError) recheckValue();
                  }}
                  onBlur={() => {
                    field.onBlur();
                    recheckValue();
                  }}
                  error={valueError}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name={`split.${index}.percent`}
              render={({ field }) => (
                <PercentInput
                  label={T.splitPercent}
                  aria-label={T.splitPercentOf(number)}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(bp) => {
                    field.onChange(bp);
                    if (valueError) recheckValue();
                  }}
                  onBlur={() => {
                    field.onBlur();
                    recheckValue();
                  }}
                  error={valueError}
                />
              )}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
