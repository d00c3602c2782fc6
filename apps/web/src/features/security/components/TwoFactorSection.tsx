import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import type { TwoFactorStatus } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { SECURITY_TEXTS as T } from '../texts';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';

/**
 * The two-factor switch (spec 4 §4): switching on opens the set-up dialog and shows on while it is
 * open; switching off opens the confirmation. Cancel puts the switch back; success leaves it where
 * the server's answer says.
 */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const checked = dialog === null ? status.enabled : dialog === 'enable';
  const close = () => setDialog(null);
  return (
    <DetailSection title={T.twoFactorTitle}>
      <Stack gap="xs">
        <Switch
          label={T.switchLabel}
          description={status.enabled ? T.switchOn : T.switchOff}
          checked={checked}
          onChange={(event) => setDialog(event.currentTarget.checked ? 'enable' : 'disable')}
        />
        {status.enabled && (
          <Text fz="sm" c="dimmed">
            {T.recoveryLeft(status.recoveryCodesLeft)}
          </Text>
        )}
      </Stack>
      {dialog === 'enable' && <EnableTwoFactorDialog opened onClose={close} />}
      {dialog === 'disable' && <DisableTwoFactorDialog opened onClose={close} />}
    </DetailSection>
  );
}
