import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { CARD_MESSAGES, cardRenameSchema, type Card, type CardDetail } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { CARDS_KEYS } from '../api/queryKeys';
import { useRenameCard } from '../api/renameCard';
import { CARDS_TEXTS as T } from '../texts';
import { CardNameInput } from './CardNameInput';

const FIELDS: ReadonlySet<string> = new Set(['cardName']);

/** The form, mounted for each opening: it starts from the card's current name. */
function RenameForm({ card, onDone }: { card: Card; onDone: () => void }) {
  const queryClient = useQueryClient();
  const rename = useRenameCard(card.id);
  const form = useContractForm(cardRenameSchema, { defaultValues: { cardName: card.cardName } });
  const name = useWatch({ control: form.control, name: 'cardName' });

  const submit = form.handleSubmit((body) =>
    rename.mutate(body, {
      onSuccess: (updated) => {
        queryClient.setQueryData<CardDetail>(CARDS_KEYS.detail(card.id), (detail) =>
          detail ? { ...detail, card: updated } : detail,
        );
        showSuccess(CARD_MESSAGES.renamed);
        onDone();
      },
      onError: (error) => {
        const left = placeServerErrors(error, FIELDS, {}, form.setError);
        if (left) showApiError(left);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <CardNameInput
          registration={form.register('cardName')}
          value={name}
          error={form.formState.errors.cardName?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            {T.cancel}
          </Button>
          {/* Spec 4 §5: confirm is disabled while the name is empty. */}
          <Button type="submit" loading={rename.isPending} disabled={name.trim() === ''}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Renomear cartão' (spec 4 §2, §5): up to 20 characters, never empty. */
export function RenameCardModal({ card, opened, onClose }: { card: Card; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.renameCard} centered>
      <RenameForm card={card} onDone={onClose} />
    </Modal>
  );
}
