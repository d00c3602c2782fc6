import { useState } from 'react';
import { Alert, Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { usePaymentBatch } from '../api/getPaymentBatch';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BatchActions } from './BatchActions';
import { BatchConfirm, type BatchQuestion } from './BatchConfirm';
import { BatchErrors } from './BatchErrors';
import { BatchLines } from './BatchLines';
import { BatchRejectForm } from './BatchRejectForm';
import { BatchSummary } from './BatchSummary';

interface BatchDetailsDialogProps {
  id: string | null;
  onClose: () => void;
}

/**
 * A batch, opened from the list or right after its upload (D4): its summary, the problems found in
 * the file, its lines, and its actions as the server allows them. While its lines are being paid it
 * is read again every 3 s (usePaymentBatch), and so are its lines. A question (BatchConfirm) takes
 * the dialog's place until it is answered.
 */
export function BatchDetailsDialog({ id, onClose }: BatchDetailsDialogProps) {
  const batch = usePaymentBatch(id);
  const [question, setQuestion] = useState<BatchQuestion | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const data = batch.data?.id === id ? batch.data : undefined;

  const close = () => {
    setQuestion(null);
    setRejecting(false);
    onClose();
  };

  let content;
  if (data)
    content = (
      <Stack gap="md">
        <BatchSummary batch={data} />
        {data.status === 'processing' && (
          <Alert color="grape" variant="light" role="status">
            {T.batchProcessing}
          </Alert>
        )}
        <BatchErrors batch={data} />
        <BatchActions
          batch={data}
          onAsk={setQuestion}
          onReject={() => setRejecting(true)}
          rejecting={rejecting && data.actions.reject}
        />
        {rejecting && data.actions.reject && (
          <BatchRejectForm key={`reject-${data.id}`} batch={data} onClose={() => setRejecting(false)} />
        )}
        <Divider />
        <BatchLines key={`lines-${data.id}`} batch={data} />
      </Stack>
    );
  else if (batch.isError)
    content = (
      <EmptyState
        compact
        title={T.batchLoadFailed}
        action={
          <Button variant="default" size="xs" onClick={() => void batch.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else
    content = (
      <Text fz="sm" c="dimmed" role="status">
        {T.batchLoading}
      </Text>
    );

  return (
    <>
      <Modal opened={id !== null && question === null} onClose={close} title={T.batchDialogTitle} size={1120} centered>
        {content}
      </Modal>
      {data && <BatchConfirm batch={data} question={question} onDone={() => setQuestion(null)} />}
    </>
  );
}
