import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { PIX_LIMIT_PERIOD_LABELS, pixLimitChangeTiming, type PixLimit, type PixLimitsUpdate } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PIX_CONFIG_TEXTS as T } from '../texts';
import { FIELD_OF } from './limitsForm';

interface LimitsConfirmModalProps {
  /** The checked request waiting for the seller's yes; null when closed. */
  request: PixLimitsUpdate | null;
  limits: readonly PixLimit[];
  saving: boolean;
  onConfirm: (request: PixLimitsUpdate) => void;
  onCancel: () => void;
}

/** When a period's new limit applies (spec 3 §4, §9: an increase after 24 h, a decrease at once). */
function timingText(current: number, requested: number): string {
  if (requested === current) return T.unchanged;
  return pixLimitChangeTiming(current, requested) === 'SCHEDULED' ? T.appliesIn24h : T.appliesNow;
}

/** 'Alterar limites Pix': per period, the limit in force → the new one, and whether it applies now or in 24 h. */
export function LimitsConfirmModal({ request, limits, saving, onConfirm, onCancel }: LimitsConfirmModalProps) {
  const increases =
    request !== null &&
    limits.some((limit) => pixLimitChangeTiming(limit.amount, request[FIELD_OF[limit.period]]) === 'SCHEDULED');
  return (
    <ConfirmDialog
      opened={request !== null}
      title={T.confirmTitle}
      confirmLabel={T.confirm}
      loading={saving}
      onConfirm={() => request && onConfirm(request)}
      onCancel={onCancel}
    >
      {request && (
        <Stack gap="md">
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {limits.map((limit) => {
              const requested = request[FIELD_OF[limit.period]];
              return (
                <li key={limit.period}>
                  <Text fw={600} fz="sm">
                    {PIX_LIMIT_PERIOD_LABELS[limit.period]}
                  </Text>
                  <Text fz="sm">
                    <span aria-hidden="true">{T.change(limit.amount, requested)}</span>
                    <VisuallyHidden component="span">{T.changeLabel(limit.amount, requested)}</VisuallyHidden>
                  </Text>
                  <Text fz="sm" fw={500}>
                    {timingText(limit.amount, requested)}
                  </Text>
                </li>
              );
            })}
          </Stack>
          {increases && (
            <Text fz="sm" c="dimmed">
              {T.confirmIncrease}
            </Text>
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
