import { Text, Timeline } from '@mantine/core';
import type { ChargeHistoryEntry } from '@cofre/contract';
import { DetailSection } from '../../../../components/DetailSection';
import { formatDateTime } from '../../../../lib/format';
import { useChargeHistory } from '../../api/chargeActions';
import { CHARGE_ACTION_TEXTS as T } from './texts';

function describe(entry: ChargeHistoryEntry): string {
  if (entry.kind === 'CREATED') return T.created;
  if (entry.kind === 'SENT') return T.sent(entry.sentTo);
  return T.changed(entry);
}

/** 'Histórico': the charge's creation, then each change of due date or value and each send. */
export function ChargeHistorySection({ chargeId }: { chargeId: string }) {
  const history = useChargeHistory(chargeId);
  const entries = history.data?.content ?? [];
  // Only a charge that was changed or sent has a history worth a block.
  if (entries.length <= 1 && !history.isError) return null;
  return (
    <DetailSection title={T.historyTitle}>
      {history.isError ? (
        <Text fz="sm" c="red">
          {T.historyLoadError}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={entries.length - 1}>
          {entries.map((entry) => (
            <Timeline.Item key={`${entry.kind}-${entry.at}`} title={describe(entry)}>
              <Text fz="xs" c="dimmed">
                {formatDateTime(entry.at)}
                {entry.by && ` · ${T.by(entry.by)}`}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </DetailSection>
  );
}
