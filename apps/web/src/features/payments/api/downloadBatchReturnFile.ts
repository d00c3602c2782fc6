import { useMutation } from '@tanstack/react-query';
import type { PaymentBatch } from '@cofre/contract';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';
import { batchPath } from './queryKeys';

/** The name the server gives the return file: the batch's own, '-retorno.ret' in place of its extension. */
export const returnFileName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, '')}-retorno.ret`;

/** GET /api/payments/batches/{id}/return-file → the CNAB 240 return file, text/plain (409 PAY-036 before the batch started). */
export function useDownloadBatchReturnFile() {
  return useMutation({
    mutationKey: ['payments', 'batches', 'returnFile'],
    mutationFn: async (batch: Pick<PaymentBatch, 'id' | 'fileName'>) => {
      const blob = await fetchApiBlob(`${batchPath(batch.id)}/return-file`, 'text/plain');
      saveBlob(blob, returnFileName(batch.fileName));
    },
  });
}
