import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { AccountPixKey } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess, showWarning } from '../../../lib/api';
import { useDeletePixKey } from '../api/deletePixKey';
import { ACCOUNT_DATA_TEXTS as T, ACCOUNT_PIX_KEY_TYPE_LABELS } from '../texts';
import { shownKey } from './shownKey';

/** 'Excluir chave' asks first, naming the key (spec 3 §2); a key waiting for its code is cancelled. */
export function DeletePixKeyDialog({ pixKey, onClose }: { pixKey: AccountPixKey | null; onClose: () => void }) {
  const remove = useDeletePixKey();
  // The key stays on screen while the dialog fades out.
  const [shown, setShown] = useState(pixKey);
  if (pixKey && pixKey !== shown) setShown(pixKey);
  const confirm = () => {
    if (!pixKey) return;
    remove.mutate(pixKey.id, {
      onSuccess: ({ deleted }) => (deleted ? showSuccess(T.deleted) : showWarning(T.deleting)),
      onError: (error) => showApiError(error),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      opened={pixKey !== null}
      title={T.deleteTitle}
      confirmLabel={T.delete}
      confirmColor="red"
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {shown && (
        <Stack gap="xs">
          <div>
            <Text fz="xs" c="dimmed">
              {ACCOUNT_PIX_KEY_TYPE_LABELS[shown.type]}
            </Text>
            <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {shownKey(shown)}
            </Text>
          </div>
          <Text fz="sm">{shown.status === 'AWAITING_CODE' ? T.deleteCancelText : T.deleteText}</Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
