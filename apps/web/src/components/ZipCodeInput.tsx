import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** A CEP: '00000-000', value as its 8 digits. */
export function ZipCodeInput(props: MaskedInputProps) {
  return (
    <MaskedInput mask="00000-000" inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" {...props} />
  );
}
