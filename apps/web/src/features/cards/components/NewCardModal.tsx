import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useWatch } from 'react-hook-form';
import {
  CARD_MESSAGES,
  CARD_TYPE_LABELS,
  CARD_TYPES,
  cardCreateSchema,
  type Card,
  type CardCreate,
} from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useActionKey } from '../../../lib/actionKey';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useCreateCard } from '../api/createCard';
import { CARDS_TEXTS as T } from '../texts';
import { CardNameInput } from './CardNameInput';
import { LimitInput } from './LimitInput';

const EMPTY: CardCreate = { cardName: '', limitType: 'FREE_BALANCE', newLimit: null };
const FIELDS: ReadonlySet<string> = new Set(['cardName', 'limitType', 'newLimit']);

/** What the issuer's answer means to the user: requested (PENDING), made (ACTIVE) or refused (CANCELED). */
function announce(card: Card) {
  if (card.status === 'CANCELED') {
    notifications.show({ color: 'red', message: T.cardRefused(card.failureReason ?? ''), autoClose: 6000 });
  } else {
    showSuccess(card.status === 'PENDING' ? CARD_MESSAGES.created : T.cardReady);
  }
}

interface NewCardModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Novo cartão de crédito' (spec 4 §2, §5): the name (up to 20, with a counter), the type (Saldo
 * Livre by default) and, for Limite Fixo only, the limit; the contract's schema checks it all.
 * One Idempotency-Key per opening, so a second click after a lost answer asks for one card.
 */
export function NewCardModal({ opened, onClose }: NewCardModalProps) {
  const actionKey = useActionKey();
  const create = useCreateCard();
  const form = useContractForm(cardCreateSchema, { defaultValues: EMPTY });
  const { control, formState } = form;
  const [name, type] = useWatch({ control, name: ['cardName', 'limitType'] });

  const close = () => {
    form.reset(EMPTY);
    create.reset();
    actionKey.renew();
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(
      { body, idempotencyKey: actionKey.key },
      {
        onSuccess: (card) => {
          announce(card);
          close();
        },
        onError: (error) => {
          actionKey.renewIfAnswered(error);
          const left = placeServerErrors(error, FIELDS, {}, form.setError);
          if (left) showApiError(left);
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={T.newCardTitle} centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <CardNameInput
            registration={form.register('cardName')}
            value={name}
            error={formState.errors.cardName?.message}
          />
          <Controller
            control={control}
            name="limitType"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={T.cardType}
                required
                value={field.value ?? 'FREE_BALANCE'}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt="xs">
                  {CARD_TYPES.map((value) => (
                    <Radio key={value} value={value} label={CARD_TYPE_LABELS[value]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {type === 'LIMIT_BALANCE' && (
            <Controller
              control={control}
              name="newLimit"
              render={({ field, fieldState }) => (
                <LimitInput
                  label={T.limit}
                  required
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {T.generate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
