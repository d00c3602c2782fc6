import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import IconBan from '@tabler/icons-react/dist/esm/icons/IconBan.mjs';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconLockOpen from '@tabler/icons-react/dist/esm/icons/IconLockOpen.mjs';
import { CARD_MESSAGES, type Card, type CardDetail } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useCancelCard } from '../api/cancelCard';
import { CARDS_KEYS } from '../api/queryKeys';
import { useUpdateCardStatus } from '../api/updateCardStatus';
import { CARDS_PATH } from '../links';
import { CARDS_TEXTS as T } from '../texts';

interface CardActionsProps {
  card: Card;
  onReveal: () => void;
}

/**
 * 'Ver dados', 'Bloquear' / 'Desbloquear' and 'Cancelar' (spec 4 §2, §4, §6): each shown for the
 * card's status and enabled as the server's `actions` say (role, toggle and state applied there).
 * Cancelling is permanent: it asks first, then goes back to the list.
 */
export function CardActions({ card, onReveal }: CardActionsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useUpdateCardStatus(card.id);
  const cancel = useCancelCard(card.id);
  const [confirming, setConfirming] = useState(false);
  const { actions } = card;

  const changeStatus = (next: 'ACTIVE' | 'BLOCKED') =>
    status.mutate(next, {
      onSuccess: (updated) => {
        queryClient.setQueryData<CardDetail>(CARDS_KEYS.detail(card.id), (detail) =>
          detail ? { ...detail, card: updated } : detail,
        );
        showSuccess(CARD_MESSAGES.statusChanged);
      },
      onError: (error) => showApiError(error),
    });

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(CARD_MESSAGES.deleted);
        void navigate(CARDS_PATH);
      },
      onError: (error) => {
        setConfirming(false);
        showApiError(error);
      },
    });

  const showBlock = card.status === 'ACTIVE' || actions.block;
  const showUnblock = !showBlock && (card.status === 'BLOCKED' || actions.unblock);
  const showCancel = card.status !== 'CANCELED' || actions.cancel;

  return (
    <Group gap="sm" role="group" aria-label={T.actionsLabel}>
      <Button
        variant="light"
        leftSection={<IconEye size={16} aria-hidden="true" />}
        disabled={!actions.reveal}
        onClick={onReveal}
      >
        {T.reveal}
      </Button>
      {showBlock && (
        <Button
          variant="default"
          leftSection={<IconLock size={16} aria-hidden="true" />}
          disabled={!actions.block || cancel.isPending}
          loading={status.isPending}
          onClick={() => changeStatus('BLOCKED')}
        >
          {T.block}
        </Button>
      )}
      {showUnblock && (
        <Button
          variant="default"
          leftSection={<IconLockOpen size={16} aria-hidden="true" />}
          disabled={!actions.unblock || cancel.isPending}
          loading={status.isPending}
          onClick={() => changeStatus('ACTIVE')}
        >
          {T.unblock}
        </Button>
      )}
      {showCancel && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconBan size={16} aria-hidden="true" />}
          disabled={!actions.cancel || status.isPending}
          onClick={() => setConfirming(true)}
        >
          {T.cancelCard}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={T.cancelTitle}
        confirmLabel={T.cancelConfirm}
        confirmColor="red"
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      >
        {T.cancelQuestion(card.cardName)}
      </ConfirmDialog>
    </Group>
  );
}
