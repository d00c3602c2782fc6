import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import type { PixFavorite } from '@cofre/contract';
import { businessToday } from '../../../lib/businessDate';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { uuid } from '../../../lib/uuid';
import { CREATE_PIX_PAYMENT_KEY } from '../api/createPixPayment';
import { usePaymentsBalance } from '../api/getBalance';
import { PAYMENTS_TEXTS as T } from '../texts';
import { answered, serverMessage } from './formErrors';
import { NewPaymentReview, type PaymentReview } from './NewPaymentReview';
import { PaymentFormFrame } from './PaymentFormFrame';
import { PaymentTermsFields } from './PaymentTermsFields';
import { PixKeyInput } from './PixKeyInput';
import {
  emptyPixPayment,
  firstProblem,
  PAYMENT_FIELDS,
  pixPaymentFormSchema,
  type PixPaymentFormValues,
} from './pixPaymentForm';
import { pixErrorToast } from './toasts';

/** The server's rule codes that belong to a field (its clock says the day has passed). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { 'PAY-002': 'paymentDate', 'PAY-007': 'key' };

/**
 * 'Pagamento PIX' (spec 4 §2, §5): key (with favorites), amount (with the balance under it), date
 * (today or later), cost centre, description; 'Revisar pagamento' runs the spec's ordered checks as
 * toasts and opens the review. Off while sending, while the balance loads or failed, or above it.
 */
export function PixPaymentForm() {
  const [today] = useState(businessToday);
  const sending = useIsMutating({ mutationKey: CREATE_PIX_PAYMENT_KEY }) > 0;
  const balance = usePaymentsBalance();
  const [favorite, setFavorite] = useState<PixFavorite | null>(null);
  const [review, setReview] = useState<PaymentReview | null>(null);
  const form = useContractForm(pixPaymentFormSchema, { defaultValues: emptyPixPayment(today) });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const available = balance.data?.available;
  const exceeds = available !== undefined && amount > available;

  const balanceState = { failed: balance.isError, available };
  const warn = (errors: FieldErrors<PixPaymentFormValues>) => {
    const problem = firstProblem(form.getValues(), errors, balanceState, today);
    if (problem) pixErrorToast(problem);
    return problem;
  };
  const submit = form.handleSubmit(
    (request) => {
      if (warn({})) return;
      setReview({ request, idempotencyKey: uuid(), favoriteNickname: favorite?.nickname ?? null });
    },
    (errors) => void warn(errors),
  );
  const paid = () => {
    setReview(null);
    setFavorite(null);
    form.reset(emptyPixPayment(today));
  };
  const refused = (error: unknown) => {
    if (answered(error)) setReview((current) => current && { ...current, idempotencyKey: uuid() });
    placeServerErrors<PixPaymentFormValues>(error, PAYMENT_FIELDS, FIELD_OF_CODE, form.setError);
  };

  return (
    <PaymentFormFrame
      title={T.formTitle}
      form={form}
      onSubmit={(event) => void submit(event)}
      sending={sending}
      blocked={balance.isPending || balance.isError || exceeds}
      review={<NewPaymentReview review={review} onClose={() => setReview(null)} onDone={paid} onRefused={refused} />}
    >
      <Controller
        control={form.control}
        name="key"
        render={({ field, fieldState }) => (
          <PixKeyInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={serverMessage(fieldState.error)}
            favorite={favorite}
            onFavorite={(chosen) => {
              setFavorite(chosen);
              form.setValue('favoriteId', chosen?.id ?? null);
            }}
          />
        )}
      />
      <PaymentTermsFields today={today} balance={{ failed: balance.isError, available, exceeds }} />
    </PaymentFormFrame>
  );
}
