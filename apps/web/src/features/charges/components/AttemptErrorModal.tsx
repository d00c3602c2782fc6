import { Modal, Stack, Text } from '@mantine/core';
import { CHARGE_MESSAGES, type ChargeAttempt } from '@cofre/contract';
import { formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../components/DetailList';
import { ATTEMPT_ERROR_MODAL_LABELS } from '../texts';

/** A failed attempt: its date and the acquirer's code and message, or 'Sem dados de erro'. */
export function AttemptErrorModal({ attempt, onClose }: { attempt: ChargeAttempt | null; onClose: () => void }) {
  const hasError = !!(attempt?.errorCode || attempt?.errorMessage);
  return (
    <Modal opened={attempt !== null} onClose={onClose} title={CHARGE_MESSAGES.attemptFailed} centered>
      {attempt && (
        <Stack gap="md">
          <DetailList
            items={[
              { label: ATTEMPT_ERROR_MODAL_LABELS.date, value: formatDateTime(attempt.createdAt) },
              ...(hasError
                ? [
                    { label: ATTEMPT_ERROR_MODAL_LABELS.code, value: attempt.errorCode },
                    { label: ATTEMPT_ERROR_MODAL_LABELS.reason, value: attempt.errorMessage },
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
