import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  canMarkPaidManually,
  CHARGE_MESSAGES,
  hasAttemptInFlight,
  isPaidStatus,
  type ChargeDetail,
} from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError, showSuccess } from '../../../lib/api';
import { useCan } from '../../../lib/permissions';
import { useMarkChargePaid } from '../api/markChargePaid';
import { CHARGE_TEXTS } from '../texts';

/**
 * 'Cobrança já foi paga?': 'Sim' when paid; 'Alterar para paga' where the state machine allows
 * PAID_MANUALLY and the user has `charges.write`; hidden where neither applies (cancelled, refunded…).
 */
export function PaidQuestion({ charge }: { charge: ChargeDetail }) {
  const canWrite = useCan('charges.write');
  const [asking, setAsking] = useState(false);
  const markPaid = useMarkChargePaid(charge.uuid);
  const paid = isPaidStatus(charge.status);
  if (!paid && (!canMarkPaidManually(charge.status) || hasAttemptInFlight(charge))) return null;

  const confirm = async () => {
    try {
      await markPaid.mutateAsync();
      showSuccess(CHARGE_MESSAGES.paidManually);
    } catch (error) {
      // A refusal of the API is the toast below; only what is not an answer (a bug) goes to the console.
      if (!isApiError(error)) console.error('Falha ao marcar a cobrança como paga.', error);
      // The spec's one message; a 403 has already ended the session.
      showChangeFailed();
    } finally {
      setAsking(false);
    }
  };

  let answer;
  if (paid) answer = <Text fz="sm">{CHARGE_TEXTS.yes}</Text>;
  else if (canWrite)
    answer = (
      <Anchor component="button" type="button" fz="sm" onClick={() => setAsking(true)}>
        {CHARGE_MESSAGES.markPaidLink}
      </Anchor>
    );
  else answer = <Text fz="sm">{CHARGE_TEXTS.no}</Text>;

  return (
    <div>
      <Text fz="xs" c="dimmed">
        {CHARGE_MESSAGES.alreadyPaidQuestion}
      </Text>
      {answer}
      <ConfirmDialog
        opened={asking}
        title={CHARGE_TEXTS.markPaidQuestion}
        confirmLabel={CHARGE_TEXTS.confirmPaid}
        cancelLabel={CHARGE_TEXTS.cancel}
        loading={markPaid.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {CHARGE_TEXTS.markPaidWarning}
      </ConfirmDialog>
    </div>
  );
}

function showChangeFailed() {
  notifications.show({ color: 'red', message: CHARGE_MESSAGES.changeFailed });
}
