import { Alert, Anchor } from '@mantine/core';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import { CHARGE_TEXTS } from '../texts';

/** A card payment waiting for the buyer's 3-D Secure answer, with the challenge's public page. */
export function ThreeDSecureNotice({ url }: { url: string }) {
  return (
    <Alert variant="light" color="blue" icon={<IconShieldLock size={18} aria-hidden="true" />}>
      {CHARGE_TEXTS.threeDSecurePending}{' '}
      <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm">
        {CHARGE_TEXTS.threeDSecureOpen}
      </Anchor>
    </Alert>
  );
}
