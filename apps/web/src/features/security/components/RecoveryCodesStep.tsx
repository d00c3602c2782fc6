import { useState } from 'react';
import { Button, Checkbox, CopyButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { brand } from '../../../app/brand';
import { saveBlob } from '../../../lib/api/files';
import { sessionStore } from '../../../lib/session';
import { SECURITY_TEXTS as T } from '../texts';

/**
 * Step 4 of turning on: the recovery codes, shown this once (the server keeps only their hashes).
 * 'Concluir' waits for 'Guardei meus códigos'.
 */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const header = T.recoveryFileHeader(brand.name, sessionStore.get()?.user.email ?? '');
    saveBlob(new Blob([`${header}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }), T.recoveryFileName);
  };
  return (
    <Stack gap="md">
      <Text fz="sm">{T.recoveryText}</Text>
      <Paper withBorder p="sm" radius="md">
        <List
          aria-label={T.recoveryListLabel}
          listStyleType="none"
          ff="monospace"
          fz="md"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '4px 16px' }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <CopyButton value={text} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={copy}>
              {copied ? T.copied : T.copyCodes}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={download}>
          {T.downloadCodes}
        </Button>
      </Group>
      <Checkbox label={T.savedCodes} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button disabled={!saved} onClick={onDone}>
          {T.finish}
        </Button>
      </Group>
    </Stack>
  );
}
