import { CARD_LIMIT_MAX } from '@cofre/contract';
import { MoneyInput, type MoneyInputProps } from '../../../components/MoneyInput';

interface LimitInputProps extends Omit<MoneyInputProps, 'value' | 'onChange'> {
  /** Centavos, or null while empty (the contract's 'limit required' then speaks). */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
}

/**
 * A card's limit (spec 4 §5, §9): the money input, held to the field's 15 characters
 * ('R$ 99.999.999,99', the contract's CARD_LIMIT_MAX): a digit past it is not taken.
 */
export function LimitInput({ value, onChange, ...props }: LimitInputProps) {
  return (
    <MoneyInput
      {...props}
      value={value ?? 0}
      onChange={(cents) => {
        if (cents <= CARD_LIMIT_MAX) onChange(cents > 0 ? cents : null);
      }}
    />
  );
}
