import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { capRefundAmount, formatBRL, REFUND_MESSAGES, refundCreateSchema, type RefundCreate } from '@cofre/contract';
import { MoneyInput } from './MoneyInput';

type RefundKind = 'partial' | 'total';

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
  const [kind, setKind] = useState<RefundKind | null>(null);
  const [typed, setTyped] = useState(0);
  const [asFraud, setAsFraud] = useState(false);
  const amount = kind === 'total' ? available : kind === 'partial' ? capRefundAmount(typed, available) : 0;
  const request = refundCreateSchema.safeParse({ amount, asFraud });

  const reset = () => {
    setKind(null);
    setTyped(0);
    setAsFraud(false);
  };
  const close = () => {
    reset();
    onCancel();
  };
  const next = () => {
    if (!request.success) return;
    reset();
    onContinue(request.data);
  };

  return (
    <Modal opened={opened} onClose={close} title={REFUND_MESSAGES.title} centered>
      <Stack gap="md">
        <Radio.Group
          label={REFUND_MESSAGES.choose}
          value={kind}
          onChange={(value) => setKind(value === 'total' ? 'total' : 'partial')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="partial" label={REFUND_MESSAGES.partial} />
            <Radio value="total" label={REFUND_MESSAGES.total} />
          </Group>
        </Radio.Group>
        {kind === 'partial' && (
          <MoneyInput
            label={REFUND_MESSAGES.amountLabel}
            value={typed}
            onChange={setTyped}
            onBlur={() => setTyped((current) => capRefundAmount(current, available))}
            data-autofocus
          />
        )}
        {kind === 'total' && (
          <Text fz="sm">
            {REFUND_MESSAGES.amountLabel}: <strong>{formatBRL(available)}</strong>
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          {REFUND_MESSAGES.available}: {formatBRL(available)}
        </Text>
        <Checkbox
          label={REFUND_MESSAGES.fraud}
          checked={asFraud}
          onChange={(event) => setAsFraud(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {REFUND_MESSAGES.cancel}
          </Button>
          <Button onClick={next} disabled={!request.success}>
            {REFUND_MESSAGES.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
