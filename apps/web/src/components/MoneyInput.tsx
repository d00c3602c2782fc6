import type { SyntheticEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatBRL } from '@cofre/contract';

/** R$ 999.999.999,99: more digits than this are ignored. */
const MAX_DIGITS = 11;

/** The centavos a typed text stands for: its digits, read from the right ('5000' → R$ 50,00). */
export function centsOfTyped(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? Number(digits) : 0;
}

/**
 * Digits enter at the right, so a lone caret anywhere else would put them in the middle of the
 * amount ('R$ 0,|00' + '5' reads R$ 5,00 instead of R$ 0,05): it is kept at the end. A selected
 * range is left alone, so selecting the amount and typing replaces it.
 */
function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  if (input.selectionStart === input.selectionEnd && input.selectionStart !== end) input.setSelectionRange(end, end);
}

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Centavos. */
  value: number;
  onChange: (cents: number) => void;
}

/**
 * The BRL currency mask (spec 1 §5): digits fill the amount from the right, as a card machine
 * does, so '1', '2', '5', '0' reads R$ 12,50. Value in and out is integer centavos (D1).
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={formatBRL(value)}
      onSelect={keepCaretAtEnd}
      onFocus={keepCaretAtEnd}
      onChange={(event) => {
        const cents = centsOfTyped(event.currentTarget.value);
        if (cents !== value) onChange(cents);
      }}
    />
  );
}
