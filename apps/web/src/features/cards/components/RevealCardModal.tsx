import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { cardRevealSchema, ERRORS, type CardDetail, type CardReveal, type CardSecrets } from '@cofre/contract';
import { CodeInput } from '../../../components/CodeInput';
import { showApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useRevealCard } from '../api/revealCard';
import { CARDS_TEXTS as T } from '../texts';
import { CardSecretsView } from './CardSecretsView';

type StepUp = CardDetail['stepUp'];

const emptyOf = (stepUp: StepUp): CardReveal => (stepUp === 'code' ? { code: '' } : { password: '' });

/** The step-up (D24): the authenticator's 6 digits when two-factor is on, else the password. */
function StepUpForm({
  cardId,
  stepUp,
  onRevealed,
}: {
  cardId: string;
  stepUp: StepUp;
  onRevealed: (secrets: CardSecrets) => void;
}) {
  const reveal = useRevealCard(cardId);
  const form = useContractForm(cardRevealSchema, { defaultValues: emptyOf(stepUp) });

  const submit = form.handleSubmit((body) =>
    reveal.mutate(body, {
      onSuccess: (secrets) => {
        // Nothing of it stays in the query library: the modal's state is its only holder.
        reveal.reset();
        onRevealed(secrets);
      },
      onError: (error) => {
        reveal.reset();
        form.reset(emptyOf(stepUp));
        showApiError(error);
        form.setFocus(stepUp);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text fz="sm">{ERRORS['CRD-007']}</Text>
        {stepUp === 'code' ? (
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <CodeInput
                label={T.revealCode}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
                autoFocus
              />
            )}
          />
        ) : (
          <PasswordInput
            label={T.revealPassword}
            required
            autoComplete="current-password"
            data-autofocus
            {...form.register('password')}
            error={form.formState.errors.password?.message}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reveal.isPending}>
            {T.confirmIdentity}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface RevealCardModalProps {
  cardId: string;
  stepUp: StepUp;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Ver dados' (spec 4 §2, D24): the step-up first, then the number in groups of 4, the CVV, the
 * expiry and 'Copiar número'. The data lives only in this modal's state and is dropped on close.
 */
export function RevealCardModal({ cardId, stepUp, opened, onClose }: RevealCardModalProps) {
  const [secrets, setSecrets] = useState<CardSecrets | null>(null);
  const close = () => {
    setSecrets(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={T.revealTitle} centered>
      {secrets ? (
        <CardSecretsView secrets={secrets} onClose={close} />
      ) : (
        <StepUpForm cardId={cardId} stepUp={stepUp} onRevealed={setSecrets} />
      )}
    </Modal>
  );
}
