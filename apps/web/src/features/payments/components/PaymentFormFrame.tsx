import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { PAYMENTS_TEXTS as T } from '../texts';

interface PaymentFormFrameProps<V extends FieldValues, Out> {
  title: string;
  /** Shared with the fields below (PaymentTermsFields reads it from the context). */
  form: UseFormReturn<V, unknown, Out>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The payment is being sent: 'Revisar pagamento' shows it. */
  sending: boolean;
  /** 'Revisar pagamento' is off (spec 4 §5: the balance loads, failed, or is below the amount). */
  blocked: boolean;
  /** The review dialog the submit opens. */
  review: ReactNode;
  children: ReactNode;
}

/** A payment form's frame (Pix and boleto alike): the titled section, its fields and 'Revisar pagamento'. */
export function PaymentFormFrame<V extends FieldValues, Out>({
  title,
  form,
  onSubmit,
  sending,
  blocked,
  review,
  children,
}: PaymentFormFrameProps<V, Out>) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            {children}
            <Button type="submit" loading={sending} disabled={blocked} style={{ alignSelf: 'flex-end' }}>
              {T.review}
            </Button>
          </Stack>
        </form>
      </FormProvider>
      {review}
    </Paper>
  );
}
