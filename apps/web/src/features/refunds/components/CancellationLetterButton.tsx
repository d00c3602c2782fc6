import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import { REFUND_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/permissions';
import { useOpenCancellationLetter } from '../api/openCancellationLetter';

/**
 * A charge has a letter once a refund is confirmed by the acquirer (spec 1 §2.8: a REFUND charge can
 * open it); one still processing gives none yet, as the server's letter lists confirmed refunds only.
 */
export const hasCancellationLetter = (charge: Pick<ChargeDetail, 'refunds'>) =>
  charge.refunds.some((refund) => refund.status === 'SUCCEEDED');

/** 'Carta de cancelamento': the server's PDF, fetched with the bearer and shown in a new tab. */
export function CancellationLetterButton({ charge }: { charge: ChargeDetail }) {
  const canRead = useCan('charges.read');
  const letter = useOpenCancellationLetter(charge.uuid);
  if (!canRead || !hasCancellationLetter(charge)) return null;

  const open = () => {
    // Opened by the click itself, so no popup blocker stops it; it shows the PDF once it arrives.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    letter.mutate(tab, {
      onError: (error) => {
        if (!isApiError(error)) console.error('Falha ao gerar a carta de cancelamento.', error);
        notifications.show({ color: 'red', message: REFUND_MESSAGES.letterFailed });
      },
    });
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileText size={16} aria-hidden="true" />}
      loading={letter.isPending}
      onClick={open}
    >
      {REFUND_MESSAGES.letter}
    </Button>
  );
}
