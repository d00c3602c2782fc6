import { TextInput, type TextInputProps } from '@mantine/core';
import { formatBRL } from '@cofre/contract';

/** R$ 999.999.999,99: more digits than this are ignored. */
const MAX_DIGITS = 11;

/** The centavos a typed text stands for: its digits, read from the right ('5000' → R$ 50,00). */
export function centsOfTyped(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? Number(digits) : 0;
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
      onChange={(event) => {
        const cents = centsOfTyped(event.currentTarget.value);
        if (cents !== value) onChange(cents);
      }}
    />
  );
}
