import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentBatchSchema, type PaymentBatch } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS } from './queryKeys';

/** The server reads the body as the file itself only under this type, whatever the file's own is. */
const FILE_TYPE = 'application/octet-stream';

export interface BatchUpload {
  file: File;
  /** The seller confirmed sending again a file already sent (PAY-031). */
  confirmDuplicate?: boolean;
}

/**
 * POST /api/payments/batches?fileName=…[&confirmDuplicate=true], the raw bytes as the body → the new
 * batch, `validated` or `invalid` (nothing is paid yet). 400 PAY-032 over 5 MB, PAY-033 empty, the
 * fileName's extension; 409 PAY-031 the same file again.
 */
export function uploadPaymentBatch({ file, confirmDuplicate = false }: BatchUpload): Promise<PaymentBatch> {
  return apiRequest(
    '/payments/batches',
    {
      method: 'POST',
      query: { fileName: file.name, confirmDuplicate: confirmDuplicate || undefined },
      file: file.slice(0, file.size, FILE_TYPE),
    },
    paymentBatchSchema,
  );
}

/** The new batch is kept as the dialog's answer (it opens at once) and the list is read again. */
export function useUploadPaymentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'batches', 'upload'],
    mutationFn: uploadPaymentBatch,
    onSuccess: (batch) => queryClient.setQueryData(PAYMENTS_KEYS.batch(batch.id), batch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.batchList }),
  });
}
