import type { TablerIcon } from '@tabler/icons-react';
import IconBan from '@tabler/icons-react/dist/esm/icons/IconBan.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconHourglassHigh from '@tabler/icons-react/dist/esm/icons/IconHourglassHigh.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { Group } from '@mantine/core';
import { CARD_STATUS_COLORS, CARD_STATUS_LABELS, type CardStatus } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';

const ICONS: Record<CardStatus, TablerIcon> = {
  PENDING: IconHourglassHigh,
  ACTIVE: IconCircleCheck,
  BLOCKED: IconLock,
  CANCELED: IconBan,
};

/** A card's status (spec 4 §2 'status, with an icon'): the contract's label and colour, the icon only decoration. */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  const Icon = ICONS[status];
  return (
    <StatusBadge color={CARD_STATUS_COLORS[status]}>
      <Group component="span" gap={4} wrap="nowrap">
        <Icon size={12} stroke={2} aria-hidden="true" />
        {CARD_STATUS_LABELS[status]}
      </Group>
    </StatusBadge>
  );
}
