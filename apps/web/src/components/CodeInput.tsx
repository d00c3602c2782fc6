import { useId, type Ref } from 'react';
import { Input, PinInput } from '@mantine/core';
import { COMMON_TEXTS as T } from './texts';

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  /** How many digits (the authenticator's and the SMS codes have 6). */
  length?: number;
  /** A form's ref, so a refused code can be focused. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A one-time code (the authenticator app's, an SMS's): one box a digit, digits only, filled by the
 * phone's one-time-code suggestion too; each box named '<label>, dígito n de N' for screen readers.
 */
export function CodeInput({ label, value, onChange, error, autoFocus, length = 6, inputRef }: CodeInputProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <PinInput
        mt={6}
        role="group"
        aria-labelledby={labelId}
        length={length}
        type="number"
        size="md"
        gap="xs"
        oneTimeCode
        autoFocus={autoFocus}
        ref={inputRef}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({
          'aria-label': T.codeDigit(label, index + 1, length),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
