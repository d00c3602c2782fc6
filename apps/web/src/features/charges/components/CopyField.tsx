import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { CHARGE_TEXTS } from '../texts';

/** A long code (linha digitável, Pix copia e cola) with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {value}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? CHARGE_TEXTS.copied : CHARGE_TEXTS.copy} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`${copied ? CHARGE_TEXTS.copied : CHARGE_TEXTS.copy}: ${label}`}
              >
                {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
