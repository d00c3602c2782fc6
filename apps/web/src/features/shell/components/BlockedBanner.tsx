import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { BLOCK_BANNER } from '@cofre/contract';
import { useBlockCheck } from '../api/getBlockCheck';
import { SHELL_TEXTS } from '../texts';

/** Red, dismissible banner when the seller's transfers are blocked; a failed check is only logged. */
export function BlockedBanner() {
  const { data, error } = useBlockCheck();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (error) console.error('Falha ao verificar o bloqueio do seller.', error);
  }, [error]);

  if (dismissed || !data?.blockReason) return null;
  return (
    <Alert
      color="red.9"
      variant="filled"
      title={BLOCK_BANNER.title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={SHELL_TEXTS.closeBanner}
      onClose={() => setDismissed(true)}
      mb="md"
      role="alert"
    >
      {BLOCK_BANNER.text}
    </Alert>
  );
}
