import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { CHARGE_MESSAGES, type ChargeAttempt } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { AttemptErrorModal } from './AttemptErrorModal';
import { DetailSection } from '../../../components/DetailSection';
import { CHARGE_ATTEMPTS_LABELS, CHARGE_TEXTS } from '../texts';
import { Money } from '../../../components/Unbreakable';

const APPROVED = <StatusBadge color="green">{CHARGE_TEXTS.attemptApproved}</StatusBadge>;
const PENDING_3DS = <StatusBadge color="blue">{CHARGE_TEXTS.attemptAwaiting3ds}</StatusBadge>;

const PROCESSING = <StatusBadge color="gray">{CHARGE_TEXTS.attemptProcessing}</StatusBadge>;

/** The history of billing attempts; a failed one opens its error (spec 1 §2.8). */
export function ChargeAttempts({ attempts }: { attempts: ChargeAttempt[] }) {
  const [opened, setOpened] = useState<ChargeAttempt | null>(null);
  const columns: ReadonlyArray<DataColumn<ChargeAttempt>> = [
    { key: 'date', header: CHARGE_ATTEMPTS_LABELS.date, render: (attempt) => formatDateTime(attempt.createdAt) },
    {
      key: 'value',
      header: CHARGE_ATTEMPTS_LABELS.value,
      align: 'right',
      card: 'aside',
      render: (attempt) => <Money cents={attempt.value} />,
    },
    {
      key: 'status',
      header: CHARGE_ATTEMPTS_LABELS.status,
      card: 'aside',
      render: (attempt) => {
        if (attempt.status === 'APPROVED') return APPROVED;
        if (attempt.status === 'PENDING_3DS') return PENDING_3DS;
        if (attempt.status === 'PROCESSING') return PROCESSING;
        return (
          <Anchor component="button" type="button" fz="sm" c="red" onClick={() => setOpened(attempt)}>
            {CHARGE_MESSAGES.attemptFailed}
          </Anchor>
        );
      },
    },
  ];
  return (
    <DetailSection title={CHARGE_TEXTS.attemptsTitle}>
      <DataTable
        label={CHARGE_TEXTS.attemptsTitle}
        columns={columns}
        rows={attempts}
        rowKey={(attempt) => attempt.uuid}
        pageSize={1}
        rowHeight={44}
        empty={<EmptyState title={CHARGE_TEXTS.attemptsEmpty} />}
      />
      <AttemptErrorModal attempt={opened} onClose={() => setOpened(null)} />
    </DetailSection>
  );
}
