import type { ReactNode } from 'react';
import { Box, Collapse, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Tooltip } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';

export type MethodKey = 'creditCard' | 'bankSlip' | 'pix';

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

export const installmentOptions = (max: number) =>
  Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: T.installmentOption(index + 1) }));

interface MethodFieldsProps {
  method: MethodKey;
  label: string;
  /** The most instalments this method offers. */
  maxInstallments: number;
  /** The card's own fields (fee bearer, schedule). */
  children?: ReactNode;
}

/**
 * One method of 'Métodos de pagamento': the switch, then its discount and instalments while on. The
 * split takes the card alone (spec 2 §4): while it is on, boleto and Pix are blocked, with a tooltip
 * saying why; switching boleto or Pix on, or the card off, turns the split off.
 */
export function MethodFields({ method, label, maxInstallments, children }: MethodFieldsProps) {
  const { control, trigger, setValue } = useFormContext<LinkFormValues>();
  const [enabled, splitEnabled] = useWatch({ control, name: [`${method}.enabled`, 'splitEnabled'] });
  const blocked = splitEnabled && method !== 'creditCard';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Controller
          control={control}
          name={`${method}.enabled`}
          render={({ field }) => {
            const toggle = (
              <Switch
                label={T.enableMethod(label)}
                checked={field.value}
                disabled={blocked}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  field.onChange(on);
                  const breaksSplit = method === 'creditCard' ? !on : on;
                  if (breaksSplit && splitEnabled) setValue('splitEnabled', false, { shouldDirty: true });
                  // 'Selecione ao menos um método de pagamento.' (the contract's, on the card's switch) follows every switch.
                  void trigger('creditCard.enabled');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                fw={500}
              />
            );
            if (!blocked) return toggle;
            // A disabled input takes no pointer events: the tooltip listens on its wrapper.
            return (
              <Tooltip label={T.splitBlocksMethod} multiline maw={280} withArrow events={TOOLTIP_EVENTS}>
                <Box w="fit-content">{toggle}</Box>
              </Tooltip>
            );
          }}
        />
        <Collapse expanded={enabled}>
          <Stack gap="sm" pt="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Controller
                control={control}
                name={`${method}.discountPercent`}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={T.discount}
                    aria-label={`${T.discount} ${label}`}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                    onBlur={field.onBlur}
                    min={0}
                    max={99}
                    clampBehavior="strict"
                    allowDecimal={false}
                    allowNegative={false}
                    hideControls
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={`${method}.installments`}
                render={({ field, fieldState }) => (
                  <Select
                    label={T.installments}
                    aria-label={`${T.installments} ${label}`}
                    data={installmentOptions(maxInstallments)}
                    value={String(field.value)}
                    onChange={(value) => value && field.onChange(Number(value))}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    error={fieldState.error?.message}
                    comboboxProps={{ keepMounted: false }}
                  />
                )}
              />
            </SimpleGrid>
            {children}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
