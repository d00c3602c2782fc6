import { MaskedInput, type MaskedInputProps } from './MaskedInput';

const CPF_MASK = '000.000.000-00';
/** The CNPJ's first 12 characters may be letters since the alphanumeric CNPJ; check digits stay digits. */
const CNPJ_MASK = '**.***.***/****-00';
const CNPJ_DEFINITIONS = { '*': /[0-9A-Z]/ };
const upperCase = (char: string) => char.toUpperCase();

export interface DocumentInputProps extends MaskedInputProps {
  kind: 'CPF' | 'CNPJ';
}

/** A CPF or CNPJ with its mask; the value is its digits (and letters, for a new CNPJ). */
export function DocumentInput({ kind, ...props }: DocumentInputProps) {
  return kind === 'CPF' ? (
    <MaskedInput mask={CPF_MASK} inputMode="numeric" placeholder="000.000.000-00" {...props} />
  ) : (
    <MaskedInput
      mask={CNPJ_MASK}
      definitions={CNPJ_DEFINITIONS}
      prepareChar={upperCase}
      placeholder="00.000.000/0000-00"
      {...props}
    />
  );
}
