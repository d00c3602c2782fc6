import { ActionIcon, Anchor, Button, CopyButton, Group, Image, Loader, Stack, Text, Tooltip } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { TWO_FACTOR_MESSAGES, type TwoFactorGenerateResponse } from '@cofre/contract';
import { SECURITY_TEXTS as T } from '../texts';

interface ScanStepProps {
  generated: TwoFactorGenerateResponse | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step 2: the QR code of the otpauth URI, and the key itself for typing by hand. */
export function ScanStep({ generated, failed, onRetry }: ScanStepProps) {
  if (failed) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fz="sm" c="red.8">
          {TWO_FACTOR_MESSAGES.enableFailed}
        </Text>
        <Button variant="default" onClick={onRetry}>
          {T.retry}
        </Button>
      </Stack>
    );
  }
  if (!generated) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text fz="sm">{T.generating}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Text fz="sm">{T.scanText}</Text>
      <Image src={generated.qrCodeUrl} alt={T.qrAlt} w={200} h={200} mx="auto" />
      {/* On the phone itself there is nothing to scan: the link opens the authenticator app. */}
      <Anchor href={generated.otpauthUri} fz="sm" ta="center">
        {T.openInApp}
      </Anchor>
      <Text fz="sm">{T.manualEntry}</Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {grouped(generated.secret)}
        </Text>
        <CopyButton value={generated.secret} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? T.copiedOne : T.copy} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`${copied ? T.copiedOne : T.copy}: ${T.secretLabel}`}
              >
                {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
