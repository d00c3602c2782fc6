import { Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { SUB_SELLER_MESSAGES, type SplitStatus } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';
import { SPLIT_STATUS_LABELS, SUB_SELLER_TEXTS as T } from '../texts';

const COLORS: Record<SplitStatus, string> = { PENDING: 'blue', ACTIVE: 'green', INACTIVE: 'red' };

interface SplitStatusBadgeProps {
  status: SplitStatus;
  /** The acquirer's reason for a refusal (INACTIVE). */
  reason: string | null;
  /** The seller's switch: a deactivated sub-seller also says so. */
  isActive?: boolean;
}

/**
 * The registration's status (spec 3 §3 splitStatus). A refused one (INACTIVE) explains itself in a
 * tooltip, on hover, focus or touch: the acquirer's reason and 'Confira os dados do sub-vendedor e
 * salve para reenviar o cadastro.'; a screen reader reads the same text with the badge.
 */
export function SplitStatusBadge({ status, reason, isActive = true }: SplitStatusBadgeProps) {
  const badge = <StatusBadge color={COLORS[status]}>{SPLIT_STATUS_LABELS[status]}</StatusBadge>;
  const hint = T.refusedTooltip(reason, SUB_SELLER_MESSAGES.inactiveHint);
  return (
    <Group gap={6} wrap="wrap" component="span" display="inline-flex">
      {status === 'INACTIVE' ? (
        <Tooltip label={hint} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
          <span tabIndex={0} style={{ display: 'inline-flex', borderRadius: 4 }}>
            {badge}
            <VisuallyHidden>{hint}</VisuallyHidden>
          </span>
        </Tooltip>
      ) : (
        badge
      )}
      {!isActive && <StatusBadge color="gray">{T.disabled}</StatusBadge>}
    </Group>
  );
}
