import { Modal, Stack, Text } from '@mantine/core';
import { CHARGE_MESSAGES, type ChargeAttempt } from '@cofre/contract';
import { formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../components/DetailList';

/** A failed attempt: its date and the acquirer's code and message, or 'Sem dados de erro'. */
export function AttemptErrorModal({ attempt, onClose }: { attempt: ChargeAttempt | null; onClose: () => void }) {
  const hasError = !!(attempt?.errorCode || attempt?.errorMessage);
  return (
    <Modal opened={attempt !== null} onClose={onClose} title={CHARGE_MESSAGES.attemptFailed} centered>
      {attempt && (
        <Stack gap="md">
          <DetailList
            items={[
              { label: 'Data', value: formatDateTime(attempt.createdAt) },
              ...(hasError
                ? [
                    { label: 'Código', value: attempt.errorCode },
                    { label: 'Motivo', value: attempt.errorMessage },
                  ]
                : []),
            ]}
          />
          {!hasError && <Text fz="sm">{CHARGE_MESSAGES.noErrorData}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
