import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { CARD_TYPE_LABELS, type Card } from '@cofre/contract';
import { CARDS_TEXTS as T } from '../texts';
import { CardStatusBadge } from './CardStatusBadge';
import { Money } from '../../../components/Unbreakable';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** The card's name (with 'Renomear'), status, type and, for Limite Fixo, its limit. */
export function CardSummary({ card, onRename }: { card: Card; onRename: () => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {card.cardName}
          </Title>
          <Tooltip label={T.renameCard} withArrow>
            <ActionIcon variant="subtle" aria-label={T.renameCard} disabled={!card.actions.rename} onClick={onRename}>
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
          <Item label={T.status}>
            <CardStatusBadge status={card.status} />
          </Item>
          <Item label={T.type}>{CARD_TYPE_LABELS[card.type]}</Item>
          {card.limitValue !== null && (
            <Item label={T.cardLimit}>
              <Money cents={card.limitValue} />
            </Item>
          )}
        </SimpleGrid>
        {card.status === 'CANCELED' && card.failureReason && (
          <Text fz="sm" c="dimmed">
            {card.failureReason}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
