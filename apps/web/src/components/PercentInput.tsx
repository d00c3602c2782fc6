import { useState, type Ref } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { percentBp, percentText, typedPercent } from '../lib/percent';

interface PercentInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Basis points (1250 = 12,5 %); NaN while empty. */
  value: number;
  onChange: (bp: number) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one percentage input (sub-sellers' default split, a link's split shares): typed as '12,5' and
 * shown with '%', value in and out in basis points. It keeps digits and one separator, two decimals,
 * and reads 100 for anything larger (spec 2 §5, 3 §5); the contract still checks the value.
 */
export function PercentInput({ value, onChange, inputRef, ...props }: PercentInputProps) {
  const [text, setText] = useState(() => percentText(value));
  // A value set from outside (a reset, a picked sub-seller's default) replaces what is shown.
  if (!Object.is(percentBp(text), value) && !(Number.isNaN(value) && text === '')) {
    const next = percentText(value);
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
        const typed = typedPercent(event.currentTarget.value);
        setText(typed);
        onChange(percentBp(typed));
      }}
    />
  );
}
