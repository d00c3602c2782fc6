import { useState } from 'react';
import { PAYMENT_BATCH_MESSAGES, type PaymentBatch } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError } from '../../../lib/api';
import { useUploadPaymentBatch } from '../api/uploadPaymentBatch';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BatchDropArea } from './BatchDropArea';
import { batchFileRefusal } from './batchFile';
import { errorText, pixSuccessToast } from './toasts';

/** The file sent again once the seller confirms it (PAY-031), and the server's words naming the day. */
interface Duplicate {
  file: File;
  message: string;
}

const isDuplicate = (error: unknown) => isApiError(error) && error.items.some((item) => item.code === 'PAY-031');

/**
 * Spec 4 §5 'batch upload' (D4): a chosen or dropped file is checked by the contract's rules, sent as
 * is, and the new batch handed to `onUploaded` (its summary opens). A refusal is said under the area;
 * the same file again (PAY-031) is sent again only after 'Enviar mesmo assim'.
 */
export function BatchUpload({ onUploaded }: { onUploaded: (batch: PaymentBatch) => void }) {
  const upload = useUploadPaymentBatch();
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);

  const send = (file: File, confirmDuplicate = false) => {
    setProblem(null);
    upload.mutate(
      { file, confirmDuplicate },
      {
        onSuccess: (batch) => {
          setDuplicate(null);
          if (batch.status === 'validated') pixSuccessToast(PAYMENT_BATCH_MESSAGES.uploaded, T.successTitle);
          onUploaded(batch);
        },
        onError: (error) => {
          if (!confirmDuplicate && isDuplicate(error)) {
            setDuplicate({ file, message: errorText(error, T.batchUploadFailed) });
            return;
          }
          setDuplicate(null);
          setProblem(errorText(error, T.batchUploadFailed));
        },
      },
    );
  };
  const choose = (file: File) => {
    const refusal = batchFileRefusal(file);
    if (refusal) setProblem(refusal);
    else send(file);
  };

  return (
    <>
      <BatchDropArea
        busyText={upload.isPending && upload.variables ? T.batchUploading(upload.variables.file.name) : null}
        error={problem}
        onFile={choose}
      />
      <ConfirmDialog
        opened={duplicate !== null}
        title={T.batchDuplicateTitle}
        confirmLabel={T.batchSendAnyway}
        loading={upload.isPending}
        onConfirm={() => duplicate && send(duplicate.file, true)}
        onCancel={() => setDuplicate(null)}
      >
        {duplicate?.message}
      </ConfirmDialog>
    </>
  );
}
