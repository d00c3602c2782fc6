import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { anticipationConfirmSchema, FINANCE_MESSAGES, formatBRL, formatDate, type Balance } from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useActionKey } from '../../../lib/actionKey';
import { useConfirmAnticipation, useSimulateAnticipation } from '../api/anticipation';
import { FINANCE_TEXTS } from '../texts';
import { Figure } from './Figure';
import { Money } from '../../../components/Unbreakable';

interface AnticipationModalProps {
  opened: boolean;
  balance: Balance;
  onClose: () => void;
}

/** Basis points as a pt-BR percentage (150 → '1,50%'). */
const percent = (bp: number) => `${(bp / 100).toFixed(2).replace('.', ',')}%`;

/** 'Antecipação de recebíveis' (spec 3 §4): simulate an amount, then confirm that simulation. */
export function AnticipationModal({ opened, balance, onClose }: AnticipationModalProps) {
  const actionKey = useActionKey();
  const simulate = useSimulateAnticipation();
  const confirm = useConfirmAnticipation();
  const form = useContractForm(anticipationConfirmSchema, { defaultValues: { amount: 0 }, mode: 'onChange' });
  const simulation = simulate.data;

  const close = () => {
    form.reset({ amount: 0 });
    simulate.reset();
    confirm.reset();
    actionKey.renew();
    onClose();
  };
  const runSimulation = form.handleSubmit(({ amount }) =>
    simulate.mutate(amount, {
      onError: (error) => showApiError(error, undefined, FINANCE_MESSAGES.simulateFailed),
    }),
  );
  const runConfirm = () => {
    const amount = simulate.variables;
    if (amount === undefined) return;
    confirm.mutate(
      { amount, idempotencyKey: actionKey.key },
      {
        onSuccess: () => {
          showSuccess(FINANCE_MESSAGES.anticipationDone);
          close();
        },
        onError: (error) => {
          actionKey.renewIfAnswered(error);
          showApiError(error, undefined, FINANCE_MESSAGES.confirmFailed);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={FINANCE_MESSAGES.anticipationTitle} centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {FINANCE_TEXTS.canAnticipate(formatBRL(balance.onDemandNetAmount))}
        </Text>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={FINANCE_TEXTS.anticipationAmount}
              value={field.value}
              onChange={(cents) => {
                // A new amount needs a new simulation before it can be confirmed.
                simulate.reset();
                field.onChange(cents);
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        {simulation && (
          <SimpleGrid cols={2} spacing="sm" role="group" aria-label={FINANCE_TEXTS.simulate}>
            <Figure label={FINANCE_TEXTS.grossAmount} value={<Money cents={simulation.grossAmount} />} />
            <Figure label={FINANCE_TEXTS.netAmount} value={<Money cents={simulation.netAmount} />} />
            <Figure label={FINANCE_TEXTS.anticipationDate} value={formatDate(simulation.anticipationDate)} />
            <Figure label={FINANCE_TEXTS.effectiveRate} value={percent(simulation.effectiveRate)} />
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {FINANCE_TEXTS.cancel}
          </Button>
          {simulation ? (
            <Button onClick={runConfirm} loading={confirm.isPending}>
              {FINANCE_TEXTS.confirm}
            </Button>
          ) : (
            <Button
              onClick={(event) => void runSimulation(event)}
              loading={simulate.isPending}
              disabled={!form.formState.isValid}
            >
              {FINANCE_TEXTS.simulate}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
