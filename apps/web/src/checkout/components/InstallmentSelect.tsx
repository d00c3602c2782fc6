import type { PublicLinkMethod } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from '../texts';

/** Card: the options the simulation allows, with what each costs; boleto or Pix: how many monthly parts. */
export function InstallmentSelect({
  method,
  value,
  onChange,
}: {
  method: PublicLinkMethod;
  value: number;
  onChange: (installments: number) => void;
}) {
  const options =
    method.method === 'CREDIT_CARD'
      ? method.options.map((option) => ({
          value: option.installments,
          label: T.installmentOption(option.installments, option.totalAmount, option.totalAmount > method.value),
        }))
      : Array.from({ length: method.installments }, (_, index) => ({
          value: index + 1,
          label: T.partsOption(index + 1, method.value),
        }));
  if (options.length <= 1) return null;
  return (
    <div className="field">
      <label htmlFor="installments">{T.installments}</label>
      <select id="installments" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
