import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LINK_MESSAGES, type PaymentLink } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError, showApiError, showSuccess } from '../../../lib/api';
import { useDeletePaymentLink } from '../api/deletePaymentLink';
import { usePaymentLink } from '../api/getPaymentLink';
import { useUpdatePaymentLink } from '../api/updatePaymentLink';
import { PAYMENT_LINKS_PATH } from '../links';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { FormPageHeader } from './FormPageHeader';
import { linkFormValues } from './linkForm';
import { PaymentLinkForm } from './PaymentLinkForm';

/** The edit form of a saved link, by its type; saving returns to the list, as deleting does. */
function EditLinkForm({ link }: { link: PaymentLink }) {
  const update = useUpdatePaymentLink(link.id);
  const remove = useDeletePaymentLink();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(link.id);
      showSuccess(LINK_MESSAGES.deleted);
      void navigate(PAYMENT_LINKS_PATH);
    } catch (error) {
      showApiError(error);
      setAsking(false);
    }
  };

  return (
    <>
      <PaymentLinkForm
        initialValues={linkFormValues(link)}
        submitLabel={T.save}
        pending={update.isPending}
        onDelete={() => setAsking(true)}
        onSubmit={async (body) => {
          try {
            await update.mutateAsync(body);
            showSuccess(LINK_MESSAGES.updated);
            void navigate(PAYMENT_LINKS_PATH);
          } catch (error) {
            showApiError(error);
          }
        }}
      />
      <ConfirmDialog
        opened={asking}
        title={link.type === 'ORDER' ? LINK_MESSAGES.deleteOrderQuestion : LINK_MESSAGES.deleteQuestion}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      >
        {LINK_MESSAGES.deleteWarning}
      </ConfirmDialog>
    </>
  );
}

/** '/seja-pago/editar/{id}': the link loaded from the server, then its form. */
export function EditLinkView({ id }: { id: string }) {
  const link = usePaymentLink(id);
  if (link.isPending) return <PageLoader />;
  if (link.isError) {
    if (isApiError(link.error) && (link.error.status === 404 || link.error.status === 400)) {
      return <NotFoundPage embedded />;
    }
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="default" onClick={() => void link.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="lg">
      <FormPageHeader title={T.editFormTitle} />
      <EditLinkForm key={link.data.id} link={link.data} />
    </Stack>
  );
}
