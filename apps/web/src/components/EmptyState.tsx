import type { ReactNode } from 'react';
import { Group, EmptyState as MantineEmptyState, Text } from '@mantine/core';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';

export interface EmptyStateProps {
  /** The spec's empty text ('Sem dados de clientes', ...). */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link offering the next step ('Tentar novamente', 'Adicionar cliente'). */
  action?: ReactNode;
  /**
   * One line of text instead of the illustrated block: for a part of a page (a detail's block)
   * that has nothing yet, so an empty part does not take the room of a full list.
   */
  compact?: boolean;
}

/** What a list shows when it has nothing to show (or could not load). */
export function EmptyState({ title, description, icon, action, compact = false }: EmptyStateProps) {
  if (compact)
    return (
      <Group gap="sm" justify="space-between">
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
        {action}
      </Group>
    );
  return (
    <MantineEmptyState
      py="xl"
      size="sm"
      title={title}
      description={description}
      icon={icon ?? <IconInbox size={28} aria-hidden="true" />}
      withIndicatorBackground
    >
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
