import { SimpleGrid, Textarea } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { PIX_PAYMENT_AMOUNT_MAX, PIX_PAYMENT_DESCRIPTION_MAX, type PixCostCenter } from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { MoneyInput } from '../../../components/MoneyInput';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BalanceLine } from './BalanceLine';
import { CostCenterSelect } from './CostCenterSelect';
import { serverMessage } from './formErrors';

/** The fields every payment form has, whatever it pays (a Pix key, a boleto). */
export interface PaymentTermsFormValues {
  /** Centavos (0 while empty). */
  amount: number;
  paymentDate: string | null;
  costCenter: PixCostCenter | null;
  description: string;
}

interface PaymentTermsFieldsProps {
  /** The first day offered (today, São Paulo). */
  today: string;
  /** What the balance line under the amount says. */
  balance: { failed: boolean; available: number | undefined; exceeds: boolean };
  /** The amount is what is paid decides (a boleto's fixed value). */
  amountReadOnly?: boolean;
  amountHint?: string;
  /** After the day changes (a boleto's charges depend on it). */
  onDateChange?: (day: string | null) => void;
}

/**
 * Spec 4 §2/§5, the Pix and boleto forms alike (FormProvider): the amount (at most 10 digits, read as
 * centavos) with the balance under it, the payment day (today or later), the cost centre and the
 * optional description. Only the server's words go under a field: the forms' own checks are toasts.
 */
export function PaymentTermsFields({
  today,
  balance,
  amountReadOnly,
  amountHint,
  onDateChange,
}: PaymentTermsFieldsProps) {
  const { control, register, formState } = useFormContext<PaymentTermsFormValues>();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <div>
              <MoneyInput
                ref={field.ref}
                name={field.name}
                label={T.amount}
                required
                readOnly={amountReadOnly}
                description={amountHint}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={field.value}
                // Spec 4 §5: at most 10 digits; an 11th is ignored.
                onChange={(cents) => cents <= PIX_PAYMENT_AMOUNT_MAX && field.onChange(cents)}
                onBlur={field.onBlur}
                error={serverMessage(fieldState.error)}
              />
              <BalanceLine {...balance} />
            </div>
          )}
        />
        <Controller
          control={control}
          name="paymentDate"
          render={({ field, fieldState }) => (
            <DateField
              label={T.paymentDate}
              required
              clearable
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={(day) => {
                field.onChange(day);
                onDateChange?.(day);
              }}
              onBlur={field.onBlur}
              firstDay={today}
              error={serverMessage(fieldState.error)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="costCenter"
        render={({ field, fieldState }) => (
          <CostCenterSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={serverMessage(fieldState.error)}
          />
        )}
      />
      <Textarea
        label={T.description}
        rows={2}
        maxLength={PIX_PAYMENT_DESCRIPTION_MAX}
        error={serverMessage(formState.errors.description)}
        {...register('description')}
      />
    </>
  );
}
