import { Anchor, Modal, Stack } from '@mantine/core';
import { DISPUTE_MESSAGES, DISPUTE_STATUS_LABELS, formatDate, type ChargeDetail } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { DISPUTE_TEXTS } from '../texts';
import { Money } from '../../../components/Unbreakable';

interface DisputeDataModalProps {
  opened: boolean;
  charge: ChargeDetail;
  onClose: () => void;
  onShowInstructions: () => void;
}

/** 'Dados da Contestação': reason with its code, amount, dates and situation (spec 1 §2.8). */
export function DisputeDataModal({ opened, charge, onClose, onShowInstructions }: DisputeDataModalProps) {
  const { dispute } = charge;
  const deadline = dispute?.deadline ?? charge.chargebackDeadline;
  const items: DetailItem[] = dispute
    ? [
        { label: DISPUTE_MESSAGES.reason, value: `${dispute.reasonCode} - ${dispute.reason}` },
        { label: DISPUTE_MESSAGES.amount, value: <Money cents={dispute.amount} /> },
        { label: DISPUTE_MESSAGES.openedAt, value: formatDate(dispute.openedAt) },
        { label: DISPUTE_MESSAGES.deadline, value: formatDate(dispute.deadline) },
        { label: DISPUTE_MESSAGES.status, value: DISPUTE_STATUS_LABELS[dispute.status] },
        ...(dispute.resolvedAt
          ? [{ label: DISPUTE_TEXTS.disputeResolvedAt, value: formatDate(dispute.resolvedAt) }]
          : []),
      ]
    : [{ label: DISPUTE_MESSAGES.deadline, value: deadline ? formatDate(deadline) : null }];
  // Evidence is still of use while the dispute is open (or when only the deadline is known).
  const contestable = dispute ? dispute.status === 'OPEN' : deadline !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={DISPUTE_MESSAGES.dataTitle} centered>
      <Stack gap="md">
        <DetailList items={items} />
        {contestable && (
          <Anchor component="button" type="button" fz="sm" onClick={onShowInstructions}>
            {DISPUTE_MESSAGES.instructionsLink}
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
