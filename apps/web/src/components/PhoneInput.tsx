import { MaskedInput, type MaskedInputProps } from './MaskedInput';

const BRAZIL_DIAL_CODE = '55';
/** Landline (10 digits) or cellphone (11): IMask picks the one the digits fit. */
const BRAZILIAN_PHONE_MASK = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];
/** E.164 allows 15 digits in all, dial code included. */
const FOREIGN_PHONE_MASK = '000000000000000';

export interface PhoneInputProps extends MaskedInputProps {
  /** The dial code the number belongs to, digits only ('55'). */
  countryCode: string;
}

/** A phone number without its dial code; masked as '(00) 00000-0000' for Brazil, digits elsewhere. */
export function PhoneInput({ countryCode, ...props }: PhoneInputProps) {
  const brazilian = countryCode.replace(/\D/g, '') === BRAZIL_DIAL_CODE;
  return (
    <MaskedInput
      mask={brazilian ? BRAZILIAN_PHONE_MASK : FOREIGN_PHONE_MASK}
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={brazilian ? '(00) 00000-0000' : undefined}
      {...props}
    />
  );
}
