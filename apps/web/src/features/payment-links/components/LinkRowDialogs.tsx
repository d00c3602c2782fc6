import { LINK_MESSAGES, type PaymentLinkRow } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useDeletePaymentLink } from '../api/deletePaymentLink';
import { useDuplicatePaymentLink } from '../api/duplicatePaymentLink';
import { PAYMENT_LINKS_TEXTS } from '../texts';

export interface RowQuestion {
  action: 'duplicate' | 'delete';
  link: PaymentLinkRow;
}

interface LinkRowDialogsProps {
  question: RowQuestion | null;
  onDone: () => void;
}

/** The list's two questions (spec 2 §2): duplicate, and delete with its warning; Não / Sim. */
export function LinkRowDialogs({ question, onDone }: LinkRowDialogsProps) {
  const duplicate = useDuplicatePaymentLink();
  const remove = useDeletePaymentLink();

  const confirm = async () => {
    if (!question) return;
    try {
      if (question.action === 'duplicate') {
        await duplicate.mutateAsync(question.link.id);
        showSuccess(LINK_MESSAGES.duplicated);
      } else {
        await remove.mutateAsync(question.link.id);
        showSuccess(LINK_MESSAGES.deleted);
      }
    } catch (error) {
      showApiError(error);
    }
    onDone();
  };

  return (
    <>
      <ConfirmDialog
        opened={question?.action === 'duplicate'}
        title={LINK_MESSAGES.duplicateQuestion}
        confirmLabel={PAYMENT_LINKS_TEXTS.yes}
        cancelLabel={PAYMENT_LINKS_TEXTS.no}
        loading={duplicate.isPending}
        onConfirm={() => void confirm()}
        onCancel={onDone}
      />
      <ConfirmDialog
        opened={question?.action === 'delete'}
        title={LINK_MESSAGES.deleteQuestion}
        confirmLabel={PAYMENT_LINKS_TEXTS.yes}
        cancelLabel={PAYMENT_LINKS_TEXTS.no}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={onDone}
      >
        {LINK_MESSAGES.deleteWarning}
      </ConfirmDialog>
    </>
  );
}
