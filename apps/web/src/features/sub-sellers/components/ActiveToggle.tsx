import { useState } from 'react';
import { Button } from '@mantine/core';
import type { SubSeller } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSetSubSellerActive } from '../api/setSubSellerActive';
import { SUB_SELLER_TEXTS as T } from '../texts';

/**
 * The seller's switch (spec 3 §4: toggled with confirmation; edit mode only): an inactive
 * sub-seller cannot be added to new payment links. Applied at once, apart from 'Concluir'.
 */
export function ActiveToggle({ subSeller }: { subSeller: SubSeller }) {
  const setActive = useSetSubSellerActive(subSeller.id);
  const [asking, setAsking] = useState(false);
  const deactivating = subSeller.isActive;

  const confirm = () =>
    setActive.mutate(!deactivating, {
      onSuccess: () => showSuccess(deactivating ? T.deactivated : T.activated),
      onError: (error) => showApiError(error),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      <Button variant="light" color={deactivating ? 'red' : 'green'} onClick={() => setAsking(true)}>
        {deactivating ? T.deactivate : T.activate}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={deactivating ? T.deactivateTitle : T.activateTitle}
        confirmLabel={T.confirm}
        confirmColor={deactivating ? 'red' : undefined}
        loading={setActive.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {deactivating ? T.deactivateText : T.activateText}
      </ConfirmDialog>
    </>
  );
}
