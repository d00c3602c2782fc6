import { useState } from 'react';
import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { PIX_PAYMENT_MESSAGES, type PixPayment } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { useCancelPixPayment } from '../api/cancelPixPayment';
import { usePixPayment } from '../api/getPixPayment';
import { PAYMENTS_TEXTS as T } from '../texts';
import { DecisionForm } from './DecisionForm';
import { PaymentActions } from './PaymentActions';
import { PaymentHistory } from './PaymentHistory';
import { PaymentSummary } from './PaymentSummary';
import { pixApiErrorToast, pixSuccessToast } from './toasts';

const recipientOf = (payment: PixPayment) => ({
  name: payment.recipientName,
  bank: payment.recipientBank,
  document: payment.recipientDocument,
});

/**
 * The review dialog opened from the list (spec 4 §2): the payment as the server has it now, its
 * history, and what the signed-in user may do with it — approve or reject, cancel, download the
 * receipt — exactly as the server's `actions` say (D3: never decided here).
 */
export function PaymentDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const payment = usePixPayment(id);
  const cancel = useCancelPixPayment();
  const [asking, setAsking] = useState(false);
  const data = payment.data?.id === id ? payment.data : undefined;

  const close = () => {
    setAsking(false);
    onClose();
  };
  const confirmCancel = () => {
    if (!data) return;
    cancel.mutate(data.id, {
      onSuccess: () => {
        pixSuccessToast(PIX_PAYMENT_MESSAGES.cancelled, T.successTitle);
        close();
      },
      onError: (error) => {
        pixApiErrorToast(error, PIX_PAYMENT_MESSAGES.formError);
        setAsking(false);
      },
    });
  };

  let content;
  if (data) {
    const decides = data.actions.approve || data.actions.reject;
    content = (
      <Stack gap="md">
        <PaymentSummary payment={data} recipient={recipientOf(data)} />
        <Divider />
        <PaymentHistory payment={data} />
        <PaymentActions payment={data} onCancel={() => setAsking(true)} />
        {decides && (
          <>
            <Divider />
            <DecisionForm key={`${data.id}-${data.status}`} payment={data} onClose={close} />
          </>
        )}
      </Stack>
    );
  } else if (payment.isError)
    content = (
      <EmptyState
        compact
        title={T.detailLoadFailed}
        action={
          <Button variant="default" size="xs" onClick={() => void payment.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else
    content = (
      <Text fz="sm" c="dimmed" role="status">
        {T.detailLoading}
      </Text>
    );

  return (
    <>
      <Modal opened={id !== null && !asking} onClose={close} title={T.reviewTitle} size="lg" centered>
        {content}
      </Modal>
      <ConfirmDialog
        opened={id !== null && asking}
        title={T.cancelPaymentTitle}
        confirmLabel={T.cancelPayment}
        cancelLabel={T.keepPayment}
        confirmColor="red"
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(false)}
      >
        {T.cancelPaymentText}
      </ConfirmDialog>
    </>
  );
}
