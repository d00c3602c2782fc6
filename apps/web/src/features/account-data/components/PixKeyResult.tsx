import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import type { AccountPixKey } from '@cofre/contract';
import { ACCOUNT_DATA_TEXTS as T, ACCOUNT_PIX_KEY_TYPE_LABELS } from '../texts';
import { shownKey } from './shownKey';

/** The dialog's end (spec 3 §4): the key registered (an EVP with the value generated), or sent and waiting. */
export function PixKeyResult({ pixKey, onClose }: { pixKey: AccountPixKey; onClose: () => void }) {
  const active = pixKey.status === 'ACTIVE';
  return (
    <Stack gap="md">
      <Alert
        color={active ? 'green' : 'blue'}
        variant="light"
        role="status"
        title={active ? T.createdTitle : T.registeringTitle}
        icon={active ? <IconCircleCheck size={20} aria-hidden="true" /> : <IconClock size={20} aria-hidden="true" />}
      >
        <Text fz="sm">{active ? T.created : T.registering}</Text>
      </Alert>
      <div>
        <Text fz="xs" c="dimmed">
          {ACCOUNT_PIX_KEY_TYPE_LABELS[pixKey.type]}
        </Text>
        <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="registered-key">
          {shownKey(pixKey)}
        </Text>
      </div>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {T.close}
        </Button>
      </Group>
    </Stack>
  );
}
