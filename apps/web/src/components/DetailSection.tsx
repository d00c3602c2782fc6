import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

interface DetailSectionProps {
  title: string;
  /** Buttons or links at the title's right. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One block of the charge detail: a titled region. */
export function DetailSection({ title, actions, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        {/* On a phone the actions wrap under the title rather than run off the block. */}
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
