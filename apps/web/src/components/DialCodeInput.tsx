import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** A country's dial code: shown '+55', valued '55'. */
export function DialCodeInput(props: MaskedInputProps) {
  return <MaskedInput mask="+000" inputMode="tel" autoComplete="tel-country-code" placeholder="+55" {...props} />;
}
