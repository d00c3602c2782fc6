import { formatBRL, type PaymentMethod, type PublicLinkMethod } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from '../texts';

/** The link's methods as radio cards, each with its price after discount. */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: PublicLinkMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="methods">
      <legend>{T.methodsLegend}</legend>
      {methods.map((method) => (
        <label key={method.method} className={method.method === value ? 'method selected' : 'method'}>
          <input
            type="radio"
            name="method"
            value={method.method}
            checked={method.method === value}
            onChange={() => onChange(method.method)}
          />
          <span className="method-name">{T.methods[method.method]}</span>
          <span className="method-price">{formatBRL(method.value)}</span>
          {method.discountPercent > 0 && <span className="badge">{T.discount(method.discountPercent)}</span>}
        </label>
      ))}
    </fieldset>
  );
}
