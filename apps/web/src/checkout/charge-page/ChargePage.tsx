import { useCallback, useEffect, useState } from 'react';
import { formatBRL, type PublicCharge } from '@cofre/contract';
import { CheckoutApiError, fetchPublicCharge, simulateChargePagePayment } from '../api';
import { BoletoInstructions } from '../components/BoletoInstructions';
import { PixInstructions } from '../components/PixInstructions';
import { SandboxPayButton } from '../components/SandboxPayButton';
import { CHECKOUT_TEXTS as C } from '../texts';
import { CHARGE_PAGE_TEXTS as T } from './texts';

const POLL_MS = 5000;
type Page = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; charge: PublicCharge };

/** The charge of the token, read again every few seconds while a Pix may be paid by itself. */
function useCharge(token: string) {
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchPublicCharge(token)
      .then((charge) => {
        if (!live) return;
        document.title = T.pageTitle(charge.sellerName);
        setPage({ kind: 'ready', charge });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const status = error instanceof CheckoutApiError ? error.status : 0;
        setPage((current) =>
          current.kind === 'ready' ? current : { kind: status === 404 || status === 400 ? 'missing' : 'failed' },
        );
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const waiting = page.kind === 'ready' && page.charge.pix !== null;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setAttempt((count) => count + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, page]);
  const retry = useCallback(() => {
    setPage({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { page, setPage, retry };
}

function Closed({ charge }: { charge: PublicCharge }) {
  const [title, text] =
    charge.status === 'PAID'
      ? [T.paidTitle, T.paid(charge.paidDate)]
      : charge.status === 'REFUNDED'
        ? [T.refundedTitle, T.refunded]
        : [T.canceledTitle, T.canceled];
  return (
    <section className={`card result${charge.status === 'PAID' ? ' success' : ''}`} role="status">
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

function HowToPay({ charge, onSandboxPay }: { charge: PublicCharge; onSandboxPay: () => void }) {
  const sandbox = charge.sandbox && <SandboxPayButton onPay={onSandboxPay} />;
  if (charge.pix) {
    return (
      <section className="card result" aria-labelledby="how-title">
        <h2 id="how-title">{C.pixTitle}</h2>
        <PixInstructions qrImage={charge.pix.qrCodeImage} copyPaste={charge.pix.copyPaste} />
        {sandbox}
      </section>
    );
  }
  if (charge.boleto) {
    return (
      <section className="card result" aria-labelledby="how-title">
        <h2 id="how-title">{C.boletoTitle}</h2>
        <BoletoInstructions
          dueDate={charge.expirationDate}
          line={charge.boleto.digitableLine}
          pdfUrl={charge.boleto.pdfPath}
        />
        {sandbox}
      </section>
    );
  }
  return (
    <section className="card result" role="status">
      <h2>{T.cardTitle}</h2>
      <p>{T.card}</p>
    </section>
  );
}

/** A charge's page for its buyer: what it is, and how to pay it while it is open. */
export function ChargePage({ token }: { token: string }) {
  const { page, setPage, retry } = useCharge(token);
  const sandboxPay = async () => {
    const charge = await simulateChargePagePayment(token).catch(() => null);
    if (charge) setPage({ kind: 'ready', charge });
  };
  if (page.kind !== 'ready') {
    return (
      <main className="page">
        <section className="card message" role={page.kind === 'failed' ? 'alert' : 'status'}>
          {page.kind === 'missing' && <h1>{T.notFoundTitle}</h1>}
          <p>{page.kind === 'loading' ? T.loading : page.kind === 'missing' ? T.notFound : T.loadFailed}</p>
          {page.kind === 'failed' && (
            <button type="button" className="primary" onClick={retry}>
              {T.retry}
            </button>
          )}
        </section>
      </main>
    );
  }
  const { charge } = page;
  const open = charge.status === 'OPEN' || charge.status === 'LATE';
  return (
    <main className="page">
      <header className="seller">
        <h1>{charge.sellerName}</h1>
      </header>
      <section className="card summary" aria-label={charge.title}>
        <h2>{charge.title}</h2>
        {charge.description && <p className="muted">{charge.description}</p>}
        <p className="muted">{T.for(charge.customerName)}</p>
        <p className="price">
          <strong>{formatBRL(charge.value + charge.interestAmount)}</strong>
        </p>
        {charge.interestAmount > 0 && <p className="muted">{T.interest(charge.interestAmount)}</p>}
        {open && (
          <p className={charge.status === 'LATE' ? 'late' : 'muted'}>
            {charge.status === 'LATE' ? T.lateSince(charge.expirationDate) : T.dueOn(charge.expirationDate)}
          </p>
        )}
      </section>
      {open ? <HowToPay charge={charge} onSandboxPay={() => void sandboxPay()} /> : <Closed charge={charge} />}
    </main>
  );
}
