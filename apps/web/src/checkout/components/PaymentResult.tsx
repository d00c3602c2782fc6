import { useEffect, useState } from 'react';
import { formatBRL, formatDate, type CheckoutPayment, type PublicLink } from '@cofre/contract';
import { fetchPayment, simulateSandboxPayment } from '../api';
import { CHECKOUT_TEXTS as T } from '../texts';
import { BoletoInstructions } from './BoletoInstructions';
import { PixInstructions } from './PixInstructions';
import { SandboxPayButton } from './SandboxPayButton';

const POLL_MS = 3000;

/** Polls while the money may still arrive by itself (a Pix, a card the issuer is deciding). */
function usePaymentStatus(linkId: string, initial: CheckoutPayment) {
  const [payment, setPayment] = useState(initial);
  const waiting =
    (payment.method === 'PIX' && payment.status === 'SCHEDULED') ||
    (payment.method === 'CREDIT_CARD' && payment.status === 'SCHEDULED' && payment.dueDate <= today());
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      fetchPayment(linkId, payment.chargeId)
        .then((next) => setPayment((current) => ({ ...next, instalments: current.instalments, total: current.total })))
        .catch(() => setPayment((current) => ({ ...current })));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [linkId, payment, waiting]);
  return [payment, setPayment] as const;
}

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** What happened to the buyer's payment, and what to do next. */
export function PaymentResult({
  link,
  initial,
  onRetry,
}: {
  link: PublicLink;
  initial: CheckoutPayment;
  onRetry: () => void;
}) {
  const [payment, setPayment] = usePaymentStatus(link.id, initial);
  if (payment.status === 'PAID') {
    return (
      <section className="card result success" role="status" aria-labelledby="result-title">
        <h2 id="result-title">{T.paidTitle}</h2>
        <p>{T.paid(payment.total)}</p>
        <Receipt link={link} payment={payment} />
      </section>
    );
  }
  if (payment.status === 'FAILED') {
    return (
      <section className="card result" aria-labelledby="result-title">
        <h2 id="result-title">{T.failedTitle}</h2>
        <p role="alert">{payment.failure}</p>
        <button type="button" className="primary" onClick={onRetry}>
          {T.tryAgain}
        </button>
      </section>
    );
  }
  if (payment.challengeUrl) {
    return (
      <section className="card result" aria-labelledby="result-title">
        <h2 id="result-title">{T.challengeTitle}</h2>
        <p>{T.challenge}</p>
        <a className="primary" href={payment.challengeUrl}>
          {T.challengeLink}
        </a>
      </section>
    );
  }
  const sandboxPay = async () => setPayment(await simulateSandboxPayment(link.id, payment.chargeId));
  const sandbox = link.sandbox && <SandboxPayButton onPay={() => void sandboxPay()} />;
  if (payment.pix) {
    return (
      <section className="card result" aria-labelledby="result-title">
        <h2 id="result-title">{T.pixTitle}</h2>
        <p className="price">
          <strong>{formatBRL(payment.total)}</strong>
        </p>
        <PixInstructions qrImage={payment.pix.qrImage} copyPaste={payment.pix.copyPaste} />
        <Parts payment={payment} />
        {sandbox}
      </section>
    );
  }
  if (payment.boleto) {
    return (
      <section className="card result" aria-labelledby="result-title">
        <h2 id="result-title">{T.boletoTitle}</h2>
        <BoletoInstructions dueDate={payment.dueDate} line={payment.boleto.line} pdfUrl={payment.boleto.pdfUrl} />
        <Parts payment={payment} />
        {sandbox}
      </section>
    );
  }
  const scheduled = payment.dueDate > today();
  return (
    <section className="card result" role="status" aria-labelledby="result-title">
      <h2 id="result-title">{scheduled ? T.scheduledTitle : T.processingTitle}</h2>
      <p>{scheduled ? T.scheduled(payment.dueDate) : T.processing}</p>
    </section>
  );
}

/** What the buyer keeps of a paid link: the store, amount, day and the charge's reference, printable. */
function Receipt({ link, payment }: { link: PublicLink; payment: CheckoutPayment }) {
  return (
    <>
      <h3>{T.receiptTitle}</h3>
      <dl className="receipt">
        <dt>{T.receiptStore}</dt>
        <dd>{link.seller.name}</dd>
        <dt>{T.receiptAmount}</dt>
        <dd>{formatBRL(payment.total)}</dd>
        <dt>{T.receiptDate}</dt>
        <dd>{formatDate(today())}</dd>
        <dt>{T.receiptReference}</dt>
        <dd>
          <code>{payment.chargeId}</code>
        </dd>
      </dl>
      <p className="muted small">{T.receiptKeep}</p>
      <button type="button" className="secondary receipt-print" onClick={() => window.print()}>
        {T.receiptPrint}
      </button>
    </>
  );
}

function Parts({ payment }: { payment: CheckoutPayment }) {
  if (payment.instalments.length === 0) return null;
  return (
    <div>
      <h3>{T.partsTitle}</h3>
      <ul className="parts">
        {payment.instalments.map((part) => (
          <li key={part.number}>{T.partLine(part.number, part.value, part.dueDate)}</li>
        ))}
      </ul>
      <p className="muted small">{T.partsNote}</p>
    </div>
  );
}
