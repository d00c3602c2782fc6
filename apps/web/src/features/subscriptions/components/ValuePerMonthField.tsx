import type { Ref } from 'react';
import { cycleValue, formatBRL, type Periodicity } from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

interface ValuePerMonthFieldProps {
  label: string;
  name: string;
  /**
   * Centavos; null while empty (R$ 0,00), so the contract says 'Preenchimento obrigatório!'. Not
   * undefined: react-hook-form would show the field's default value again in its place.
   */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  periodicity: Periodicity;
  error?: string;
}

/** The price per month in the BRL mask, with the cycle's total under it (×1, ×6, ×12). */
export function ValuePerMonthField({ value, onChange, inputRef, periodicity, ...props }: ValuePerMonthFieldProps) {
  const cents = value ?? 0;
  return (
    <MoneyInput
      {...props}
      required
      ref={inputRef}
      value={cents}
      onChange={(next) => onChange(next > 0 ? next : null)}
      description={cents > 0 ? T.cycleTotalHint(formatBRL(cycleValue(cents, periodicity))) : undefined}
    />
  );
}
