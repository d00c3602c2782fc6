import type { PublicLink } from '@cofre/contract';
import { maskDocument, maskPhone } from '../masks';
import { CHECKOUT_TEXTS as T } from '../texts';
import { Field } from './Field';

export interface BuyerValues {
  name: string;
  document: string;
  email: string;
  phone: string;
}

type Errors = Record<string, string | undefined>;

/** The buyer's data, or who a dedicated link is for (shown masked, nothing to type). */
export function BuyerFields({
  link,
  values,
  errors,
  onChange,
}: {
  link: PublicLink;
  values: BuyerValues;
  errors: Errors;
  onChange: (values: BuyerValues) => void;
}) {
  if (link.customer) {
    return (
      <section className="card" aria-labelledby="payer-title">
        <h2 id="payer-title">{T.payingAs}</h2>
        <p>
          <strong>{link.customer.name}</strong>
        </p>
        <p className="muted">
          {[link.customer.document, link.customer.email, link.customer.phone].filter(Boolean).join(' · ')}
        </p>
      </section>
    );
  }
  if (!link.asksCustomer) return null;
  const set = (field: keyof BuyerValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <fieldset className="card">
      <legend>{T.buyerLegend}</legend>
      <Field
        id="buyer-name"
        label={T.name}
        autoComplete="name"
        value={values.name}
        onValue={set('name')}
        error={errors['customer.name']}
      />
      <Field
        id="buyer-document"
        label={T.document}
        inputMode="numeric"
        value={values.document}
        onValue={(value) => set('document')(maskDocument(value))}
        error={errors['customer.document']}
      />
      <Field
        id="buyer-email"
        label={T.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={set('email')}
        error={errors['customer.email']}
      />
      <Field
        id="buyer-phone"
        label={T.phone}
        type="tel"
        autoComplete="tel-national"
        value={values.phone}
        onValue={(value) => set('phone')(maskPhone(value))}
        error={errors['customer.phone']}
      />
    </fieldset>
  );
}

/** A quick link's boleto still needs its payer's name and document. */
export function PayerFields({
  values,
  errors,
  onChange,
}: {
  values: Pick<BuyerValues, 'name' | 'document'>;
  errors: Errors;
  onChange: (values: Pick<BuyerValues, 'name' | 'document'>) => void;
}) {
  return (
    <fieldset className="card">
      <legend>{T.payerLegend}</legend>
      <Field
        id="payer-name"
        label={T.name}
        autoComplete="name"
        value={values.name}
        onValue={(name) => onChange({ ...values, name })}
        error={errors['payer.name']}
      />
      <Field
        id="payer-document"
        label={T.document}
        inputMode="numeric"
        value={values.document}
        onValue={(value) => onChange({ ...values, document: maskDocument(value) })}
        error={errors['payer.document']}
      />
    </fieldset>
  );
}
