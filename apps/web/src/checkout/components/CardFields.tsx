import { maskCardNumber, maskCvv, maskExpiry } from '../masks';
import { CHECKOUT_TEXTS as T } from '../texts';
import { Field } from './Field';

export interface CardValues {
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
}

/** The card as the acquirer needs it; the number is sent once and never kept by the page. */
export function CardFields({
  values,
  errors,
  onChange,
}: {
  values: CardValues;
  errors: Record<string, string | undefined>;
  onChange: (values: CardValues) => void;
}) {
  const set =
    (field: keyof CardValues, mask: (value: string) => string = (value) => value) =>
    (value: string) =>
      onChange({ ...values, [field]: mask(value) });
  return (
    <fieldset className="card">
      <legend>{T.cardLegend}</legend>
      <Field
        id="card-number"
        label={T.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        onValue={set('number', maskCardNumber)}
        error={errors['card.number']}
      />
      <Field
        id="card-holder"
        label={T.cardHolder}
        autoComplete="cc-name"
        value={values.holderName}
        onValue={set('holderName', (value) => value.toUpperCase())}
        error={errors['card.holderName']}
      />
      <div className="row">
        <Field
          id="card-expiry"
          label={T.cardExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={values.expiry}
          onValue={set('expiry', maskExpiry)}
          error={errors['card.expiry']}
        />
        <Field
          id="card-cvv"
          label={T.cardCvv}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={values.cvv}
          onValue={set('cvv', maskCvv)}
          error={errors['card.cvv']}
        />
      </div>
    </fieldset>
  );
}
