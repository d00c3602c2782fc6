import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';

export interface EmptyStateProps {
  /** The spec's empty text ('Sem dados de clientes', ...). */
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link offering the next step ('Tentar novamente', 'Adicionar cliente'). */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show (or could not load). */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
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
