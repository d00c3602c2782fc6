import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PixLimit } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useCancelScheduledPixLimits } from '../api/cancelScheduledPixLimits';
import { PIX_CONFIG_TEXTS as T } from '../texts';

/**
 * Spec 3 §4: editing is off while an increase waits for its 24 h. The seller may cancel that increase
 * (asked first), after which the limits can be changed again.
 */
export function PendingChangeNotice({ id, limits }: { id: string; limits: readonly PixLimit[] }) {
  const cancel = useCancelScheduledPixLimits();
  const [asking, setAsking] = useState(false);
  const increases = limits.flatMap(({ period, scheduledAmount }) =>
    scheduledAmount === null ? [] : [{ period, amount: scheduledAmount }],
  );
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => showSuccess(T.changeCancelled),
      onError: (error) => showApiError(error),
      onSettled: () => setAsking(false),
    });
  return (
    <Alert color="yellow" variant="light" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm" id={id}>
          {T.editLocked}
        </Text>
        <Button variant="default" size="sm" onClick={() => setAsking(true)}>
          {T.cancelChange}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={T.cancelChangeTitle}
        confirmLabel={T.cancelChange}
        cancelLabel={T.keepChange}
        confirmColor="red"
        loading={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {T.cancelChangeText(increases)}
      </ConfirmDialog>
    </Alert>
  );
}
