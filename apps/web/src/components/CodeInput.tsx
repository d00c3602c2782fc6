import { useId } from 'react';
import { Input, PinInput } from '@mantine/core';
import { TWO_FACTOR_CODE_LENGTH } from '@cofre/contract';
import { SECURITY_TEXTS as T } from '../texts';

interface TwoFactorCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/** The app's 6-digit code: one box a digit, digits only, filled by the phone's one-time-code too. */
export function TwoFactorCodeInput({ label, value, onChange, error, autoFocus }: TwoFactorCodeInputProps) {
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
        length={TWO_FACTOR_CODE_LENGTH}
        type="number"
        size="md"
        gap="xs"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({
          'aria-label': T.digit(label, index + 1),
          'aria-describedby': error ? errorId : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
