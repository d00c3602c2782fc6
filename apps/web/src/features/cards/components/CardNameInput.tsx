import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CARD_NAME_MAX } from '@cofre/contract';
import { CARDS_TEXTS as T } from '../texts';

interface CardNameInputProps {
  /** The form's registration of `cardName`. */
  registration: UseFormRegisterReturn<'cardName'>;
  /** What is typed so far, for the counter. */
  value: string;
  error?: string;
}

/** A card's name (spec 4 §5, §9): up to 20 characters, with a '{n}/20' counter under it; new card and rename. */
export function CardNameInput({ registration, value, error }: CardNameInputProps) {
  return (
    <TextInput
      label={T.cardName}
      required
      maxLength={CARD_NAME_MAX}
      autoComplete="off"
      data-autofocus
      {...registration}
      description={T.nameCounter(value.length)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{ ta: 'right' }}
      error={error}
    />
  );
}
