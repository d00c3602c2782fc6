import { Alert, Stack, Text } from '@mantine/core';
import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { useSandboxControls } from '../../../lib/sandbox';
import { useSandboxSms } from '../api/sandboxSms';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

/**
 * Sandbox only: the SMS the sandbox 'sent' for this key, so a person trying the demo can read the
 * code a real phone would receive.
 */
export function SandboxSms({ keyId }: { keyId: string }) {
  const sandbox = useSandboxControls();
  const sms = useSandboxSms();
  if (!sandbox) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <SandboxActionButton label={T.sandboxSms} done={T.sandboxSmsDone} mutation={sms} variables={keyId} />
      {sms.data !== undefined && (
        <Alert color="gray" variant="light" title={T.sandboxSmsTitle} w="100%" aria-live="polite">
          <Text fz="sm">{sms.data ? sms.data.text : T.sandboxSmsNone}</Text>
        </Alert>
      )}
    </Stack>
  );
}
