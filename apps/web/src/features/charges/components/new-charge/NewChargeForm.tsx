import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import type { ChargeDetail, ClientSummary } from '@cofre/contract';
import { useContractForm } from '../../../../lib/form';
import { ClientPicker } from '../../../clients';
import { NEW_CHARGE_TEXTS as T } from '../../texts';
import { CardFields } from './CardFields';
import { customerError, customerOf, emptyNewCharge, newChargeFormSchema } from './newChargeForm';
import { PaymentFields } from './PaymentFields';
import { useCreateChargeSubmit } from './useCreateChargeSubmit';

interface NewChargeFormProps {
  today: string;
  /** The client the form starts with (a client's page). */
  client: ClientSummary | null;
  onCancel: () => void;
  onCreated: (charge: ChargeDetail) => void;
}

/**
 * Client (with 'Adicionar cliente'), method, value, instalments, due date, title and description;
 * the card's data for a card. Validated by the contract's chargeCreateSchema; what the server
 * refuses lands on its field, the rest in a toast, and nothing typed is lost.
 */
export function NewChargeForm({ today, client, onCancel, onCreated }: NewChargeFormProps) {
  const form = useContractForm(newChargeFormSchema, { defaultValues: emptyNewCharge(today, client) });
  const { control, register, formState, setValue } = form;
  const { submit, pending } = useCreateChargeSubmit(form.setError, onCreated);
  const card = useWatch({ control, name: 'paymentMethod' }) === 'CREDIT_CARD';

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          // The add-client dialog's form is a React child (through a portal): its submit bubbles here.
          if (event.target !== event.currentTarget) return;
          void form.handleSubmit(submit)(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <Controller
            control={control}
            name="clientId"
            render={({ field }) => (
              <ClientPicker
                dialogAutoFocus
                label={T.client}
                placeholder={T.clientPlaceholder}
                value={field.value}
                error={customerError(formState.errors.customer)}
                onChange={(picked) => {
                  field.onChange(picked?.id ?? null);
                  // The picked client is the request's buyer; the contract judges it on the next check.
                  setValue('customer', customerOf(picked), { shouldValidate: formState.isSubmitted });
                }}
              />
            )}
          />
          <TextInput
            label={T.chargeTitle}
            placeholder={T.chargeTitlePlaceholder}
            required
            error={formState.errors.title?.message}
            {...register('title')}
          />
          <PaymentFields today={today} />
          {card && <CardFields />}
          <Textarea
            label={T.description}
            rows={2}
            error={formState.errors.description?.message}
            {...register('description')}
          />
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />} p="xs">
            {T.feesNote}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
