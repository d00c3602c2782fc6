import { useState, type ReactNode } from 'react';
import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { PIX_PAYMENT_MESSAGES } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { useCancelPayment } from '../api/cancelPayment';
import { usePayment } from '../api/getPayment';
import type { PaymentKind, PaymentOf } from '../api/paymentKind';
import { PAYMENTS_TEXTS as T } from '../texts';
import { DecisionForm } from './DecisionForm';
import { PaymentActions } from './PaymentActions';
import { PaymentHistory } from './PaymentHistory';
import { pixApiErrorToast, pixSuccessToast } from './toasts';

/** What a refused cancellation says when the server's words are missing. */
const ERROR_OF: Record<PaymentKind, string> = { pix: PIX_PAYMENT_MESSAGES.formError, boleto: T.boletoFormError };

interface PaymentDetailsDialogProps<K extends PaymentKind> {
  kind: K;
  id: string | null;
  onClose: () => void;
  title: string;
  /** What is paid and to whom (a Pix key and its recipient, a boleto and its payee). */
  summary: (payment: PaymentOf<K>) => ReactNode;
}

/**
 * The review dialog opened from a list (spec 4 §2), for a Pix or a boleto payment: the payment as the
 * server has it now, its history, and what the signed-in user may do with it — approve or reject,
 * cancel, download the receipt — exactly as the server's `actions` say (D3: never decided here).
 */
export function PaymentDetailsDialog<K extends PaymentKind>({
  kind,
  id,
  onClose,
  title,
  summary,
}: PaymentDetailsDialogProps<K>) {
  const payment = usePayment(kind, id);
  const cancel = useCancelPayment(kind);
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
        pixApiErrorToast(error, ERROR_OF[kind]);
        setAsking(false);
      },
    });
  };

  let content;
  if (data) {
    const decides = data.actions.approve || data.actions.reject;
    content = (
      <Stack gap="md">
        {summary(data)}
        <Divider />
        <PaymentHistory payment={data} />
        <PaymentActions kind={kind} payment={data} onCancel={() => setAsking(true)} />
        {decides && (
          <>
            <Divider />
            <DecisionForm key={`${data.id}-${data.status}`} kind={kind} payment={data} onClose={close} />
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
      <Modal opened={id !== null && !asking} onClose={close} title={title} size="lg" centered>
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
