import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { findRoute } from '@cofre/contract';
import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { useSandboxControls } from '../../../lib/sandbox';
import { useSandboxSms } from '../api/sandboxSms';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

/**
 * Sandbox only: the SMS the sandbox 'sent' for this key, so a person trying the demo can read the
 * code a real phone would receive, and the way to the page of every SMS sent ('SMS enviados').
 */
export function SandboxSms({ keyId }: { keyId: string }) {
  const sandbox = useSandboxControls();
  const sms = useSandboxSms();
  if (!sandbox) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm">
        <SandboxActionButton label={T.sandboxSms} done={T.sandboxSmsDone} mutation={sms} variables={keyId} />
        <Anchor component={Link} to={findRoute('sandboxSms').path} fz="xs">
          {T.sandboxSmsAll}
        </Anchor>
      </Group>
      {sms.data !== undefined && (
        <Alert color="gray" variant="light" title={T.sandboxSmsTitle} w="100%" aria-live="polite">
          <Text fz="sm">{sms.data ? sms.data.text : T.sandboxSmsNone}</Text>
        </Alert>
      )}
    </Stack>
  );
}
