import { Button, Group } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import type { PaymentBatch } from '@cofre/contract';
import { useDownloadBatchReturnFile } from '../api/downloadBatchReturnFile';
import { PAYMENTS_TEXTS as T } from '../texts';
import type { BatchQuestion } from './BatchConfirm';
import { pixApiErrorToast } from './toasts';

interface BatchActionsProps {
  batch: Pick<PaymentBatch, 'id' | 'fileName' | 'actions'>;
  /** Submit, approve and cancel are asked first (BatchConfirm). */
  onAsk: (question: BatchQuestion) => void;
  /** 'Rejeitar' opens the reason's form. */
  onReject: () => void;
  /** The reason's form is open: 'Rejeitar' is its own button. */
  rejecting: boolean;
}

/**
 * What the signed-in user may do with the batch, exactly as the server's `actions` say (D3, D4):
 * 'Enviar para pagamento', 'Aprovar', 'Rejeitar', 'Cancelar lote', 'Baixar retorno'. They wrap on a phone.
 */
export function BatchActions({ batch, onAsk, onReject, rejecting }: BatchActionsProps) {
  const download = useDownloadBatchReturnFile();
  const { actions } = batch;
  if (!Object.values(actions).some(Boolean)) return null;
  return (
    <Group gap="sm" role="group" aria-label={T.batchActionsLabel}>
      {actions.submit && <Button onClick={() => onAsk('submit')}>{T.submitBatch}</Button>}
      {actions.approve && (
        <Button color="green" onClick={() => onAsk('approve')}>
          {T.approveBatch}
        </Button>
      )}
      {actions.reject && !rejecting && (
        <Button variant="outline" color="red" onClick={onReject}>
          {T.rejectBatch}
        </Button>
      )}
      {actions.cancel && (
        <Button variant="outline" color="red" onClick={() => onAsk('cancel')}>
          {T.cancelBatch}
        </Button>
      )}
      {actions.returnFile && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate(batch, { onError: (error) => pixApiErrorToast(error, T.returnFileFailed) })}
        >
          {T.returnFile}
        </Button>
      )}
    </Group>
  );
}
