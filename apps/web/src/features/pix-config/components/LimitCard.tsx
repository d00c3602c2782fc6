import { useId, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PIX_LIMIT_PERIOD_LABELS, type PixLimit } from '@cofre/contract';
import { PIX_CONFIG_TEXTS as T } from '../texts';
import { Money } from '../../../components/Unbreakable';

interface LimitCardProps {
  limit: PixLimit;
  /** Edit mode: the period's money input (labelled with the period) in place of the title and the amount. */
  children?: ReactNode;
}

/**
 * One period's limit (spec 3 §4): the amount in force, or the input that changes it, and under it the
 * increase still waiting for its 24 h ('Alteração em processamento', the amount and when it applies).
 */
export function LimitCard({ limit, children }: LimitCardProps) {
  const titleId = useId();
  const label = PIX_LIMIT_PERIOD_LABELS[limit.period];
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
      aria-labelledby={children ? undefined : titleId}
      aria-label={children ? label : undefined}
    >
      <Stack gap="sm">
        {children ?? (
          <>
            <Title order={2} fz="lg" id={titleId}>
              {label}
            </Title>
            <div>
              <Text fz="xs" c="dimmed">
                {T.inForce}
              </Text>
              <Text fz="xl" fw={700}>
                <Money cents={limit.amount} />
              </Text>
            </div>
          </>
        )}
        {limit.scheduledAmount !== null && limit.scheduledFor !== null && (
          <Paper bg="var(--mantine-color-yellow-light)" radius="sm" p="sm">
            <Text fz="sm" fw={600}>
              {T.scheduled}
            </Text>
            <Text fz="sm">{T.scheduledLine(limit.scheduledAmount, limit.scheduledFor)}</Text>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
