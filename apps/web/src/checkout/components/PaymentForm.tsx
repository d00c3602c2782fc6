import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CheckoutPayment, CheckoutPaymentRequest, PaymentMethod, Periodicity, PublicLink } from '@cofre/contract';
import { CheckoutApiError, submitPayment } from '../api';
import { CHECKOUT_TEXTS as T } from '../texts';
import { BuyerFields, PayerFields, type BuyerValues } from './BuyerFields';
import { CardFields, type CardValues } from './CardFields';
import { InstallmentSelect } from './InstallmentSelect';
import { MethodPicker } from './MethodPicker';
import { PeriodicityPicker } from './PeriodicityPicker';
import { PriceLines } from './PriceLines';

const loadValidation = () => import('../validation');
type Validation = Awaited<ReturnType<typeof loadValidation>>;

const emptyBuyer: BuyerValues = { name: '', document: '', email: '', phone: '' };
const emptyCard: CardValues = { number: '', holderName: '', expiry: '', cvv: '' };

/**
 * The buyer's choices and data, checked by the contract's rules, sent once per intent. A subscription's
 * `link` comes priced at the periodicity chosen (`atPeriodicity`); `onPeriodicity` chooses another.
 */
export function PaymentForm({
  link,
  onPaid,
  onPeriodicity,
}: {
  link: PublicLink;
  onPaid: (payment: CheckoutPayment) => void;
  onPeriodicity?: (periodicity: Periodicity) => void;
}) {
  const first = link.methods[0];
  const [method, setMethod] = useState<PaymentMethod>(first?.method ?? 'PIX');
  const [installments, setInstallments] = useState(1);
  const [buyer, setBuyer] = useState(emptyBuyer);
  const [payer, setPayer] = useState({ name: '', document: '' });
  const [card, setCard] = useState(emptyCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One id per payment intent: a double click or a retried request finds the same charge.
  const attemptId = useRef(crypto.randomUUID());
  const validation = useRef<Promise<Validation> | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit the buyer lands on the first wrong field, not on 'Pagar' (issue 41): once
  // the errors are on screen, so the field is marked and its message tied to it when focus arrives.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const focusFirstError = () => setRefusals((count) => count + 1);
  const prefetch = () => {
    validation.current ??= loadValidation();
  };

  const chosen = link.methods.find((candidate) => candidate.method === method) ?? first;
  if (!chosen) return null;
  const option = chosen.options.find((candidate) => candidate.installments === installments);
  const amount = method === 'CREDIT_CARD' ? (option?.totalAmount ?? chosen.value) : chosen.value;

  const choose = (next: PaymentMethod) => {
    setMethod(next);
    setInstallments(1);
    setErrors({});
    setFailure(null);
  };

  const plan = link.plan;
  const choosePeriodicity = (next: Periodicity) => {
    const nextMethods = plan?.choices.find((choice) => choice.periodicity === next)?.methods ?? [];
    const nextMethod = nextMethods.find((candidate) => candidate.method === method);
    if (!nextMethod?.options.some((candidate) => candidate.installments === installments)) setInstallments(1);
    // The same intent at another price: should a payment at the former one have gone through
    // unheard, the retry finds it instead of subscribing and charging the buyer a second time.
    setFailure(null);
    onPeriodicity?.(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const body: CheckoutPaymentRequest = {
      attemptId: attemptId.current,
      method,
      installments,
      ...(link.asksCustomer ? { customer: buyer } : {}),
      ...(link.type === 'FAST_ORDER' && method === 'BOLETO' ? { payer } : {}),
      ...(method === 'CREDIT_CARD' ? { card } : {}),
      ...(plan ? { periodicity: plan.periodicity } : {}),
    };
    prefetch();
    const found = (await validation.current!).validatePayment(body);
    setErrors(found);
    setFailure(Object.keys(found).length > 0 ? T.fixErrors : null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const payment = await submitPayment(link.id, body);
      // A refused card is a new intent: the next try must not find this charge again.
      if (payment.status === 'FAILED') attemptId.current = crypto.randomUUID();
      onPaid(payment);
    } catch (error) {
      const items = error instanceof CheckoutApiError ? error.items : [];
      setErrors(Object.fromEntries(items.filter((item) => item.title).map((item) => [item.title!, item.description])));
      setFailure(items.map((item) => item.description).join(' ') || T.requestFailed);
      focusFirstError();
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="stack" onSubmit={(event) => void submit(event)} onFocus={prefetch} noValidate>
      {plan && onPeriodicity && plan.choices.length > 1 && (
        <PeriodicityPicker choices={plan.choices} value={plan.periodicity} onChange={choosePeriodicity} />
      )}
      <MethodPicker methods={link.methods} value={method} onChange={choose} />
      <BuyerFields link={link} values={buyer} errors={errors} onChange={setBuyer} />
      {link.type === 'FAST_ORDER' && method === 'BOLETO' && !link.customer && (
        <PayerFields values={payer} errors={errors} onChange={setPayer} />
      )}
      {method === 'CREDIT_CARD' && <CardFields values={card} errors={errors} onChange={setCard} />}
      <InstallmentSelect method={chosen} value={installments} onChange={setInstallments} />
      {method === 'CREDIT_CARD' && chosen.scheduleDate && <p className="muted">{T.scheduled(chosen.scheduleDate)}</p>}
      <PriceLines link={link} method={chosen} amount={amount} />
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
        {sending ? T.paying : T.pay(amount)}
      </button>
      <p className="muted small">{T.secure}</p>
    </form>
  );
}
