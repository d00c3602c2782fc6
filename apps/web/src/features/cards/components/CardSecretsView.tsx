import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { CARD_MESSAGES, type CardSecrets } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { CARDS_TEXTS as T } from '../texts';

/** '1234567812345678' → '1234 5678 1234 5678'. */
export const groupsOfFour = (pan: string) => pan.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** Puts the number (digits only) on the clipboard and says so (spec 4 §2). */
async function copyNumber(pan: string) {
  try {
    await navigator.clipboard.writeText(pan.replace(/\s/g, ''));
    showSuccess(CARD_MESSAGES.copied);
  } catch {
    notifications.show({ color: 'red', message: T.copyFailed });
  }
}

function Item({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="lg" fw={600} ff="monospace">
        {value}
      </Text>
    </div>
  );
}

/** The revealed number, CVV and expiry, with 'Copiar número'. */
export function CardSecretsView({ secrets, onClose }: { secrets: CardSecrets; onClose: () => void }) {
  return (
    <Stack gap="lg">
      <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" m={0}>
        <Item label={T.numberLabel} value={groupsOfFour(secrets.pan)} wide />
        <Item label={T.expiry} value={secrets.expiry} />
        <Item label={T.cvv} value={secrets.cvv} />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="light"
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          onClick={() => void copyNumber(secrets.pan)}
        >
          {T.copyNumber}
        </Button>
        <Button variant="default" onClick={onClose} data-autofocus>
          {T.close}
        </Button>
      </Group>
    </Stack>
  );
}
