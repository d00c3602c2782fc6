import { Input, Stack, Switch, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { PlanInput } from '@cofre/contract';
import { PLANS_TEXTS } from '../texts';

const METHODS = [
  { name: 'enableBankSlip', label: PLANS_TEXTS.bankSlip },
  { name: 'enableCreditCard', label: PLANS_TEXTS.creditCard },
  { name: 'enablePixPayment', label: PLANS_TEXTS.pix },
] as const;

const ERROR_ID = 'plan-methods-error';

/** Boleto, cartão and Pix: at least one (the contract reports it on enableCreditCard). */
export function PlanMethodsField() {
  const { control, formState } = useFormContext<PlanInput>();
  const error = formState.errors.enableCreditCard?.message;
  return (
    <Stack
      gap="xs"
      component="fieldset"
      m={0}
      p={0}
      style={{ border: 0 }}
      aria-describedby={error ? ERROR_ID : undefined}
    >
      <Text component="legend" fw={600} fz="sm" p={0} mb="xs">
        {PLANS_TEXTS.methods}
      </Text>
      {METHODS.map((method) => (
        <Controller
          key={method.name}
          control={control}
          name={method.name}
          render={({ field }) => (
            <Switch
              label={method.label}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
      {error && (
        <Input.Error id={ERROR_ID} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
