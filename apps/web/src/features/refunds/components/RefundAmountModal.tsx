import { useMemo } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  capRefundAmount,
  REFUND_MESSAGES,
  refundCreateSchema,
  type RefundCreate,
  type RefundCreateInput,
} from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { MoneyInput } from '../../../components/MoneyInput';
import { Money } from '../../../components/Unbreakable';

/**
 * What the modal asks (partial or total, the typed amount, fraud) read as the refund request and
 * checked by the contract's refund rules: the amount is everything available for a total refund,
 * the typed amount capped to it for a partial one.
 */
function refundFormSchema(available: number) {
  return z
    .object({ kind: z.enum(['partial', 'total']).nullable(), typed: z.number(), asFraud: z.boolean() })
    .transform(({ kind, typed, asFraud }): RefundCreateInput => ({
      amount: kind === 'total' ? available : kind === 'partial' ? capRefundAmount(typed, available) : 0,
      asFraud,
    }))
    .pipe(refundCreateSchema);
}

const EMPTY = { kind: null, typed: 0, asFraud: false };

interface RefundAmountModalProps {
  opened: boolean;
  /** Centavos still refundable (the charge value minus every refund so far). */
  available: number;
  onCancel: () => void;
  onContinue: (request: RefundCreate) => void;
}

/**
 * Step 1 of the refund (spec 1 §4, §5): partial or total; a partial amount is capped to what is
 * available when the field is left; 'Possível fraude'; 'Continuar' only for an amount above zero.
 */
export function RefundAmountModal({ opened, available, onCancel, onContinue }: RefundAmountModalProps) {
  const schema = useMemo(() => refundFormSchema(available), [available]);
  const form = useContractForm(schema, { defaultValues: EMPTY, mode: 'onChange' });
  const { control, formState } = form;
  const kind = useWatch({ control, name: 'kind' });

  const close = () => {
    form.reset(EMPTY);
    onCancel();
  };
  const next = form.handleSubmit((request: RefundCreate) => {
    form.reset(EMPTY);
    onContinue(request);
  });

  return (
    <Modal opened={opened} onClose={close} title={REFUND_MESSAGES.title} centered>
      <Stack gap="md">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Radio.Group
              label={REFUND_MESSAGES.choose}
              value={field.value}
              onChange={(value) => field.onChange(value === 'total' ? 'total' : 'partial')}
            >
              <Group gap="lg" mt="xs">
                <Radio value="partial" label={REFUND_MESSAGES.partial} />
                <Radio value="total" label={REFUND_MESSAGES.total} />
              </Group>
            </Radio.Group>
          )}
        />
        {kind === 'partial' && (
          <Controller
            control={control}
            name="typed"
            render={({ field }) => (
              <MoneyInput
                label={REFUND_MESSAGES.amountLabel}
                value={field.value}
                onChange={field.onChange}
                onBlur={() => field.onChange(capRefundAmount(field.value, available))}
                data-autofocus
              />
            )}
          />
        )}
        {kind === 'total' && (
          <Text fz="sm">
            {REFUND_MESSAGES.amountLabel}:{' '}
            <strong>
              <Money cents={available} />
            </strong>
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          {REFUND_MESSAGES.available}: <Money cents={available} />
        </Text>
        <Checkbox label={REFUND_MESSAGES.fraud} {...form.register('asFraud')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {REFUND_MESSAGES.cancel}
          </Button>
          <Button onClick={(event) => void next(event)} disabled={!formState.isValid}>
            {REFUND_MESSAGES.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
