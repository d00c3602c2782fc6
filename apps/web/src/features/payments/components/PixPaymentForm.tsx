import { useId, useState, type ReactNode } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Button, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import {
  PIX_COST_CENTER_LABELS,
  PIX_COST_CENTERS,
  PIX_PAYMENT_AMOUNT_MAX,
  PIX_PAYMENT_DESCRIPTION_MAX,
  PIX_PAYMENT_MESSAGES,
  type PixFavorite,
} from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { MoneyInput } from '../../../components/MoneyInput';
import { isApiError } from '../../../lib/api';
import { businessToday } from '../../../lib/businessDate';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { uuid } from '../../../lib/uuid';
import { CREATE_PIX_PAYMENT_KEY } from '../api/createPixPayment';
import { usePaymentsBalance } from '../api/getBalance';
import { PAYMENTS_TEXTS as T } from '../texts';
import { NewPaymentReview, type PaymentReview } from './NewPaymentReview';
import { PixKeyInput } from './PixKeyInput';
import {
  emptyPixPayment,
  firstProblem,
  PAYMENT_FIELDS,
  pixPaymentFormSchema,
  type PixPaymentFormValues,
} from './pixPaymentForm';
import { pixErrorToast } from './toasts';

const COST_CENTER_OPTIONS = PIX_COST_CENTERS.map((value) => ({ value, label: PIX_COST_CENTER_LABELS[value] }));
/** The server's rule codes that belong to a field (its clock says the day has passed). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { 'PAY-002': 'paymentDate', 'PAY-007': 'key' };

/** A refusal the server answered for good: the next try is a new request with a new key. */
const answered = (error: unknown) => isApiError(error) && ![0, 500, 503].includes(error.status);

/** Only the server's words go under a field: the form's own checks are toasts (spec 4 §5). */
const serverMessage = (error: { type: string; message?: string } | undefined) =>
  error?.type === 'server' ? error.message : undefined;

/**
 * 'Pagamento PIX' (spec 4 §2, §5): key (with favorites), amount (with the balance under it), date
 * (today or later), cost centre, description; 'Revisar pagamento' runs the spec's ordered checks as
 * toasts and opens the review. Off while sending, while the balance loads or failed, or above it.
 */
export function PixPaymentForm() {
  const titleId = useId();
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

  let balanceLine: ReactNode = null;
  if (balance.isError)
    balanceLine = (
      <Text fz="sm" c="red">
        {PIX_PAYMENT_MESSAGES.balanceLoadError}
      </Text>
    );
  else if (available !== undefined)
    balanceLine = (
      <Text fz="sm" c={exceeds ? 'red' : 'dimmed'}>
        {T.availableLine(available)} {exceeds && PIX_PAYMENT_MESSAGES.balanceShort}
      </Text>
    );

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} fz="lg" id={titleId}>
            {T.formTitle}
          </Title>
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="amount"
              render={({ field, fieldState }) => (
                <div>
                  <MoneyInput
                    ref={field.ref}
                    name={field.name}
                    label={T.amount}
                    required
                    value={field.value}
                    // Spec 4 §5: at most 10 digits; an 11th is ignored.
                    onChange={(cents) => cents <= PIX_PAYMENT_AMOUNT_MAX && field.onChange(cents)}
                    onBlur={field.onBlur}
                    error={serverMessage(fieldState.error)}
                  />
                  <div aria-live="polite">{balanceLine}</div>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="paymentDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={T.paymentDate}
                  required
                  clearable
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  firstDay={today}
                  error={serverMessage(fieldState.error)}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="costCenter"
            render={({ field, fieldState }) => (
              <Select
                label={T.costCenter}
                placeholder={T.costCenterPlaceholder}
                required
                data={COST_CENTER_OPTIONS}
                value={field.value}
                onChange={(next) => field.onChange(PIX_COST_CENTERS.find((value) => value === next) ?? null)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={serverMessage(fieldState.error)}
                comboboxProps={{ keepMounted: false }}
              />
            )}
          />
          <Textarea
            label={T.description}
            rows={2}
            maxLength={PIX_PAYMENT_DESCRIPTION_MAX}
            error={serverMessage(form.formState.errors.description)}
            {...form.register('description')}
          />
          <Button
            type="submit"
            loading={sending}
            disabled={balance.isPending || balance.isError || exceeds}
            style={{ alignSelf: 'flex-end' }}
          >
            {T.review}
          </Button>
        </Stack>
      </form>
      <NewPaymentReview review={review} onClose={() => setReview(null)} onDone={paid} onRefused={refused} />
    </Paper>
  );
}
