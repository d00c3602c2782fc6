import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { cardPurchaseSimulationSchema, type CardPurchaseSimulation, type CardTransaction } from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useReverseTransaction } from '../api/reverseTransaction';
import { useSimulatePurchase } from '../api/simulatePurchase';
import { CARDS_TEXTS as T } from '../texts';

const EMPTY: CardPurchaseSimulation = { merchantName: '', amount: 0, mcc: '5999' };

/** What the sandbox issuer decided, as a toast: green when approved, red with the reason when not. */
function announce(transaction: CardTransaction) {
  if (transaction.approved) showSuccess(T.purchaseApproved);
  else notifications.show({ color: 'red', message: T.purchaseDeclined(transaction.declineReason), autoClose: 6000 });
}

function PurchaseForm({ cardId, onDone }: { cardId: string; onDone: () => void }) {
  const simulate = useSimulatePurchase(cardId);
  const form = useContractForm(cardPurchaseSimulationSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    simulate.mutate(body, {
      onSuccess: (transaction) => {
        announce(transaction);
        onDone();
      },
      onError: (error) => showApiError(error),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label={T.merchant}
          required
          data-autofocus
          {...form.register('merchantName')}
          error={errors.merchantName?.message}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={T.amount}
              required
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={T.mcc}
          inputMode="numeric"
          maxLength={4}
          {...form.register('mcc')}
          error={errors.mcc?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={simulate.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={simulate.isPending}>
            {T.simulate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Simular compra' (sandbox only): the sandbox issuer sends an authorisation for this card. */
export function SimulatePurchaseButton({ cardId }: { cardId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        color="gray"
        leftSection={<IconShoppingCart size={14} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {T.simulatePurchase}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={T.simulateTitle} centered>
        <PurchaseForm cardId={cardId} onDone={() => setOpened(false)} />
      </Modal>
    </>
  );
}

/** 'Estornar (teste)' on an approved purchase (sandbox only). */
export function ReverseButton({ cardId, transaction }: { cardId: string; transaction: CardTransaction }) {
  const reverse = useReverseTransaction(cardId);
  return (
    <Button
      variant="subtle"
      size="xs"
      color="gray"
      aria-label={T.reverseOf(transaction.merchantName)}
      loading={reverse.isPending}
      onClick={() =>
        reverse.mutate(transaction.id, {
          onSuccess: () => showSuccess(T.reversed),
          onError: (error) => showApiError(error),
        })
      }
    >
      {T.reverse}
    </Button>
  );
}
