import { Button, Group } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import type { PixPayment } from '@cofre/contract';
import { useDownloadReceipt } from '../api/downloadReceipt';
import type { PaymentKind } from '../api/paymentKind';
import { PAYMENTS_TEXTS as T } from '../texts';
import { pixApiErrorToast } from './toasts';

interface PaymentActionsProps {
  kind: PaymentKind;
  payment: Pick<PixPayment, 'id' | 'actions'>;
  onCancel: () => void;
}

/** 'Comprovante' (the PDF) and 'Cancelar pagamento' (asked first, by the dialog), as the server's `actions` allow. */
export function PaymentActions({ kind, payment, onCancel }: PaymentActionsProps) {
  const receipt = useDownloadReceipt(kind);
  if (!payment.actions.cancel && !payment.actions.receipt) return null;
  return (
    <Group gap="sm">
      {payment.actions.receipt && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={receipt.isPending}
          onClick={() => receipt.mutate(payment.id, { onError: (error) => pixApiErrorToast(error, T.receiptFailed) })}
        >
          {T.receipt}
        </Button>
      )}
      {payment.actions.cancel && (
        <Button variant="outline" color="red" onClick={onCancel}>
          {T.cancelPayment}
        </Button>
      )}
    </Group>
  );
}
