import { useState, type Ref } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { bpToPercent, percentToBp } from '@cofre/contract';

/** Digits with one comma or dot and at most two decimals (spec 3 §5 'Percentage fee'). */
const TYPED_PERCENT = /^\d{0,3}([.,]\d{0,2})?$/;

const textOf = (bp: number) => (Number.isFinite(bp) ? String(bpToPercent(bp)).replace('.', ',') : '');
const bpOf = (text: string) => (text === '' ? Number.NaN : percentToBp(Number(text.replace(',', '.'))));

interface PercentInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Basis points (1250 = 12,5 %); NaN while empty. */
  value: number;
  onChange: (bp: number) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A percentage typed as '12,5' and shown with '%'; value in and out in basis points. Anything but
 * digits and one separator is ignored as typed; the cap of 100 % is the contract's rule, said under
 * the field.
 */
export function PercentInput({ value, onChange, inputRef, ...props }: PercentInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a reset, a cleared type) replaces what is shown.
  if (!Object.is(bpOf(text), value) && !(Number.isNaN(value) && text === '')) {
    const next = textOf(value);
    if (next !== text) setText(next);
  }
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      ref={inputRef}
      value={text}
      rightSection={
        <Text fz="sm" c="dimmed" aria-hidden="true">
          %
        </Text>
      }
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        if (!TYPED_PERCENT.test(typed)) return;
        setText(typed);
        onChange(bpOf(typed));
      }}
    />
  );
}
