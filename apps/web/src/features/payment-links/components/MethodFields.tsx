import type { ReactNode } from 'react';
import { Collapse, NumberInput, Paper, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';

export type MethodKey = 'creditCard' | 'bankSlip' | 'pix';

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

/** One method of 'Métodos de pagamento': the switch, then its discount and instalments while on. */
export function MethodFields({ method, label, maxInstallments, children }: MethodFieldsProps) {
  const { control, trigger } = useFormContext<LinkFormValues>();
  const enabled = useWatch({ control, name: `${method}.enabled` });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Controller
          control={control}
          name={`${method}.enabled`}
          render={({ field }) => (
            <Switch
              label={T.enableMethod(label)}
              checked={field.value}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
                // 'Selecione ao menos um método de pagamento.' (the contract's, on the card's switch) follows every switch.
                void trigger('creditCard.enabled');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              fw={500}
            />
          )}
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
