import { Group, Radio, Select, SimpleGrid, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  formatBRL,
  MAX_INSTALLMENTS,
  PAYMENT_METHOD_LABELS,
  paymentMethodSchema,
  splitInstalments,
  type PaymentMethod,
} from '@cofre/contract';
import { DateField } from '../../../../components/DateField';
import { MoneyInput } from '../../../../components/MoneyInput';
import { NEW_CHARGE_TEXTS as T } from '../../texts';
import { defaultDueDate, type NewChargeValues } from './newChargeForm';

/** In the order a seller reaches for them. */
const METHODS: readonly PaymentMethod[] = ['BOLETO', 'PIX', 'CREDIT_CARD'];

/** 1x … the contract's most, each with what one instalment comes to. */
function installmentOptions(value: number) {
  return Array.from({ length: MAX_INSTALLMENTS }, (_, index) => {
    const count = index + 1;
    const first = value > 0 ? (splitInstalments(value, count)[0] ?? 0) : 0;
    return { value: String(count), label: T.installmentOption(count, formatBRL(first)) };
  });
}

/** Method, value, instalments (card only) and due date. */
export function PaymentFields({ today }: { today: string }) {
  const { control, formState, getFieldState, setValue } = useFormContext<NewChargeValues>();
  const [method, value, dueDate] = useWatch({ control, name: ['paymentMethod', 'value', 'expirationDate'] });
  const card = method === 'CREDIT_CARD';
  return (
    <>
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field }) => (
          <Radio.Group
            label={T.paymentMethod}
            value={field.value}
            onChange={(next) => {
              const parsed = paymentMethodSchema.safeParse(next);
              if (!parsed.success) return;
              field.onChange(parsed.data);
              // An untouched due date follows the method (a boleto's skips the weekend); a typed one stays.
              if (!getFieldState('expirationDate').isDirty)
                setValue('expirationDate', defaultDueDate(parsed.data, today));
            }}
            error={formState.errors.paymentMethod?.message}
          >
            <Group gap="lg" mt="xs">
              {METHODS.map((option) => (
                <Radio key={option} value={option} label={PAYMENT_METHOD_LABELS[option]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: card ? 3 : 2 }} spacing="sm">
        <Controller
          control={control}
          name="value"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={T.value}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              required
            />
          )}
        />
        {card && (
          <Controller
            control={control}
            name="installments"
            render={({ field, fieldState }) => (
              <Select
                label={T.installments}
                data={installmentOptions(value)}
                value={String(field.value)}
                onChange={(next) => next && field.onChange(Number(next))}
                allowDeselect={false}
                comboboxProps={{ keepMounted: false }}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="expirationDate"
          render={({ field, fieldState }) => (
            <DateField
              label={T.dueDate}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              firstDay={today}
              required
            />
          )}
        />
      </SimpleGrid>
      {card && dueDate === today && (
        <Text fz="sm" c="dimmed">
          {T.cardNowNote}
        </Text>
      )}
    </>
  );
}
