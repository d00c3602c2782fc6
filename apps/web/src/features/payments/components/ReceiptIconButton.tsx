import { ActionIcon } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { useDownloadReceipt } from '../api/downloadReceipt';
import type { PaymentKind } from '../api/paymentKind';
import { PAYMENTS_TEXTS as T } from '../texts';
import { pixApiErrorToast } from './toasts';

interface ReceiptIconButtonProps {
  kind: PaymentKind;
  id: string;
  /** Names the payment whose receipt it downloads (a list has many such buttons). */
  label: string;
}

/** A completed payment's receipt (PDF) from its row in the list. */
export function ReceiptIconButton({ kind, id, label }: ReceiptIconButtonProps) {
  const receipt = useDownloadReceipt(kind);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      title={T.receipt}
      loading={receipt.isPending}
      onClick={() => receipt.mutate(id, { onError: (error) => pixApiErrorToast(error, T.receiptFailed) })}
    >
      <IconDownload size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
