import type { KeyboardEvent, Ref } from 'react';
import { Button, TextInput } from '@mantine/core';
import { BOLETO_LINE_FIELD_MAX, maskBoletoInput } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';

interface BoletoBarcodeFieldProps {
  value: string;
  /** The typed text, masked (digits only, grouped once the line is complete). */
  onChange: (masked: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  checking: boolean;
  /** 'Consultar' (and Enter, which a scanner sends after the code): ask about the line now. */
  onCheck: () => void;
}

/**
 * 'Código de barras' (spec 4 §5 'Boleto', §9; D25): digits only, masked while typing, at most
 * BOLETO_LINE_FIELD_MAX characters; the 47-digit line, the 48-digit line of a utility or tax bill,
 * or a scanner's 44 digits. 'Consultar' sits in the field, so it stays beside it on a phone.
 */
export function BoletoBarcodeField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  checking,
  onCheck,
}: BoletoBarcodeFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onCheck();
  };
  return (
    <TextInput
      label={T.barcode}
      description={T.barcodeHelp}
      placeholder={T.barcodePlaceholder}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={BOLETO_LINE_FIELD_MAX}
      value={value}
      onChange={(event) => onChange(maskBoletoInput(event.currentTarget.value))}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      ref={inputRef}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSectionWidth={112}
      rightSectionPointerEvents="all"
      rightSection={
        <Button size="compact-sm" variant="light" onClick={onCheck} loading={checking}>
          {T.checkBoleto}
        </Button>
      }
    />
  );
}
