import type { Ref } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/** The react-imask options these widgets use: a pattern (or several, IMask picks the fitting one). */
export interface MaskOptions {
  mask: string | Array<{ mask: string }>;
  definitions?: Record<string, RegExp>;
  prepareChar?: (char: string) => string;
}

export interface MaskedInputProps extends Omit<InputBaseProps, 'onChange'> {
  /** The raw value, without the mask's punctuation (what forms and schemas work with). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text' | 'email';
  /** The DOM input (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Mantine's input around react-imask. The value in and out is unmasked: a stored '11987654321'
 * shows as '(11) 98765-4321' without the form seeing a change. Only the masked widgets of this
 * folder import react-imask, so it stays out of the entry chunk.
 */
export function MaskedInput({ value, onChange, inputRef, ...props }: MaskedInputProps & MaskOptions) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      unmask
      value={value}
      inputRef={inputRef}
      // IMask fires 'accept' for every change it applies, typed or re-masked; onChange would see
      // the keystroke before the mask.
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
