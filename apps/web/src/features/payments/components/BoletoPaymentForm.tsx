import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { BOLETO_PAYMENT_MESSAGES, readBoletoLine, type BoletoCheck } from '@cofre/contract';
import { businessToday } from '../../../lib/businessDate';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { uuid } from '../../../lib/uuid';
import { useCheckBoleto } from '../api/checkBoleto';
import { CREATE_BOLETO_PAYMENT_KEY } from '../api/createBoletoPayment';
import { usePaymentsBalance } from '../api/getBalance';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BoletoBarcodeField } from './BoletoBarcodeField';
import { BoletoCheckCard } from './BoletoCheckCard';
import { BoletoPaymentReview, type BoletoReview } from './BoletoPaymentReview';
import {
  BOLETO_FIELD_OF_CODE,
  BOLETO_PAYMENT_FIELDS,
  boletoDigits,
  boletoPaymentFormSchema,
  checkErrorText,
  emptyBoletoPayment,
  firstBoletoProblem,
  type BoletoPaymentFormValues,
} from './boletoPaymentForm';
import { answered, serverMessage } from './formErrors';
import { PaymentFormFrame } from './PaymentFormFrame';
import { PaymentTermsFields } from './PaymentTermsFields';
import { pixErrorToast } from './toasts';

/** What the amount field says of itself once checked: fixed by the boleto, or the range it accepts. */
function amountHint(check: BoletoCheck | null): string | undefined {
  if (!check) return undefined;
  return check.minAmount < check.maxAmount ? T.amountRange(check.minAmount, check.maxAmount) : T.amountFixed;
}

/**
 * 'Pagamento de Boleto' (spec 4 §2, §3, §5; D5, D25): the line (checked as soon as it is complete,
 * on 'Consultar', and again when the day changes, which sets fine and interest), the boleto's data,
 * the amount it asks (editable only within a range), the day, cost centre and description;
 * 'Revisar pagamento' runs the spec's ordered checks as toasts and opens the review.
 */
export function BoletoPaymentForm() {
  const [today] = useState(businessToday);
  const sending = useIsMutating({ mutationKey: CREATE_BOLETO_PAYMENT_KEY }) > 0;
  const balance = usePaymentsBalance();
  const check = useCheckBoleto();
  const [checked, setChecked] = useState<BoletoCheck | null>(null);
  const [review, setReview] = useState<BoletoReview | null>(null);
  const form = useContractForm(boletoPaymentFormSchema, { defaultValues: emptyBoletoPayment(today) });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const available = balance.data?.available;
  const exceeds = available !== undefined && amount > available;
  const checkMessage = check.isError ? checkErrorText(check.error) : null;

  /** Asks about the line for the day chosen (today, for the server, when none or a past one is); only the latest answer counts. */
  const runCheck = (barcode: string, paymentDate: string | null) =>
    check.mutate(
      {
        barcode: boletoDigits(barcode),
        paymentDate: paymentDate !== null && paymentDate >= today ? paymentDate : undefined,
      },
      {
        onSuccess: (result) => {
          setChecked(result);
          // A fixed amount is paid exactly; without one ('valor livre'), what was typed stays if the boleto takes it.
          const typed = form.getValues('amount');
          if (result.minAmount === result.maxAmount || typed < result.minAmount || typed > result.maxAmount)
            form.setValue('amount', result.amount);
        },
        onError: () => {
          setChecked(null);
          form.setValue('amount', 0);
        },
      },
    );
  /** Another line: the last one's answer goes, and a complete line is asked about at once. */
  const changeBarcode = (masked: string, onChange: (value: string) => void) => {
    if (masked === form.getValues('barcode')) return;
    onChange(masked);
    setChecked(null);
    check.reset();
    form.setValue('amount', 0);
    if (readBoletoLine(masked)) runCheck(masked, form.getValues('paymentDate'));
  };
  /** 'Consultar': the line's own problems as toasts, else the check. */
  const checkNow = () => {
    const barcode = form.getValues('barcode');
    if (!barcode.trim()) pixErrorToast(BOLETO_PAYMENT_MESSAGES.barcodeRequired);
    else if (!readBoletoLine(barcode)) pixErrorToast(BOLETO_PAYMENT_MESSAGES.barcodeInvalid);
    else runCheck(barcode, form.getValues('paymentDate'));
  };
  /** Another day changes what is due (fine, interest, discount): a checked line is asked about again. */
  const changeDate = (day: string | null) => {
    const barcode = form.getValues('barcode');
    if (day !== null && day >= today && readBoletoLine(barcode)) runCheck(barcode, day);
  };

  const warn = (errors: FieldErrors<BoletoPaymentFormValues>) => {
    const state = { pending: check.isPending, failed: checkMessage, result: checked };
    const problem = firstBoletoProblem(form.getValues(), errors, state, { failed: balance.isError, available }, today);
    if (problem) pixErrorToast(problem);
    return problem;
  };
  const submit = form.handleSubmit(
    (request) => {
      if (warn({}) || !checked) return;
      setReview({ request, check: checked, idempotencyKey: uuid() });
    },
    (errors) => void warn(errors),
  );
  const paid = () => {
    setReview(null);
    setChecked(null);
    check.reset();
    form.reset(emptyBoletoPayment(today));
  };
  const refused = (error: unknown) => {
    if (answered(error)) setReview((current) => current && { ...current, idempotencyKey: uuid() });
    placeServerErrors<BoletoPaymentFormValues>(error, BOLETO_PAYMENT_FIELDS, BOLETO_FIELD_OF_CODE, form.setError);
  };

  return (
    <PaymentFormFrame
      title={T.boletoFormTitle}
      form={form}
      onSubmit={(event) => void submit(event)}
      sending={sending}
      blocked={balance.isPending || balance.isError || exceeds}
      review={<BoletoPaymentReview review={review} onClose={() => setReview(null)} onDone={paid} onRefused={refused} />}
    >
      <Controller
        control={form.control}
        name="barcode"
        render={({ field, fieldState }) => (
          <BoletoBarcodeField
            value={field.value}
            onChange={(masked) => changeBarcode(masked, field.onChange)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={serverMessage(fieldState.error) ?? checkMessage ?? undefined}
            checking={check.isPending}
            onCheck={checkNow}
          />
        )}
      />
      {check.isPending && (
        <Text fz="sm" c="dimmed" role="status">
          {T.checkingBoleto}
        </Text>
      )}
      {checked && <BoletoCheckCard check={checked} busy={check.isPending} />}
      <PaymentTermsFields
        today={today}
        balance={{ failed: balance.isError, available, exceeds }}
        amountReadOnly={!checked || checked.minAmount >= checked.maxAmount}
        amountHint={amountHint(checked)}
        onDateChange={changeDate}
      />
    </PaymentFormFrame>
  );
}
