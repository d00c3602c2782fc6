import { useId, useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { PixLimit } from '@cofre/contract';
import { PIX_CONFIG_TEXTS as T } from '../texts';
import { hasScheduled } from './limitsForm';
import { LimitCard } from './LimitCard';
import { LimitsEditForm } from './LimitsEditForm';
import { PendingChangeNotice } from './PendingChangeNotice';

/**
 * The limits of an ACTIVE account (spec 3 §4): read mode with 'Editar', edit mode with the two inputs.
 * While an increase waits, 'Editar' is off and says why, next to the way to cancel that increase.
 */
export function PixLimitsPanel({ limits }: { limits: readonly PixLimit[] }) {
  const [editing, setEditing] = useState(false);
  const lockedId = useId();
  const locked = hasScheduled(limits);
  return (
    <Stack gap="lg">
      {editing ? (
        <LimitsEditForm limits={limits} locked={locked} onClose={() => setEditing(false)} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {limits.map((limit) => (
              <LimitCard key={limit.period} limit={limit} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={() => setEditing(true)} disabled={locked} aria-describedby={locked ? lockedId : undefined}>
              {T.edit}
            </Button>
          </Group>
        </>
      )}
      {locked && <PendingChangeNotice id={lockedId} limits={limits} />}
    </Stack>
  );
}
