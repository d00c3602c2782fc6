import { useCallback, useEffect, useState } from 'react';
import type { CheckoutPayment, ErrorCode, Periodicity, PublicLink } from '@cofre/contract';
import { CheckoutApiError, fetchLink, fetchPayment, linkAddress } from './api';
import { Countdown } from './components/Countdown';
import { LinkSummary } from './components/LinkSummary';
import { PaymentForm } from './components/PaymentForm';
import { PaymentResult } from './components/PaymentResult';
import { SellerHeader } from './components/SellerHeader';
import { atPeriodicity } from './periodicity';
import { CHECKOUT_TEXTS as T } from './texts';

/** The contract's code for a subscription link whose plan was switched off (docs/payment-links.md). */
const PLAN_GONE_CODE: ErrorCode = 'LNK-009';

type Page =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'gone' }
  | { kind: 'planGone' }
  | { kind: 'failed' }
  | { kind: 'ready'; link: PublicLink };

function Message({ title, text, onRetry }: { title?: string; text: string; onRetry?: () => void }) {
  return (
    <section className="card message" role={onRetry ? 'alert' : 'status'}>
      {title && <h1>{title}</h1>}
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="primary" onClick={onRetry}>
          {T.retry}
        </button>
      )}
    </section>
  );
}

/** What the page says when the link cannot be shown: the server's status, and its code for a plan switched off. */
function pageOfError(error: unknown): 'missing' | 'gone' | 'planGone' | 'failed' {
  const status = error instanceof CheckoutApiError ? error.status : 0;
  if (status === 404 || status === 400) return 'missing';
  if (status !== 410) return 'failed';
  return (error as CheckoutApiError).items.some((item) => item.code === PLAN_GONE_CODE) ? 'planGone' : 'gone';
}

/** The link of the address, loaded again on 'Tentar novamente'. */
function useLink(address: ReturnType<typeof linkAddress>) {
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<Page>(address ? { kind: 'loading' } : { kind: 'missing' });
  const linkId = address?.linkId;
  const subdomain = address?.subdomain ?? null;
  useEffect(() => {
    if (!linkId) return;
    let live = true;
    fetchLink(linkId, subdomain)
      .then((link) => {
        if (!live) return;
        document.title = T.pageTitle(link.seller.name);
        // An address with a former subdomain still opens the link (it is found by id); the bar shows the current one.
        const canonical = link.subdomain ? `/pagar/${link.subdomain}/${link.id}` : `/pagar/${link.id}`;
        if (window.location.pathname !== canonical) {
          window.history.replaceState(null, '', `${canonical}${window.location.search}`);
        }
        setPage({ kind: 'ready', link });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setPage({ kind: pageOfError(error) });
      });
    return () => {
      live = false;
    };
  }, [linkId, subdomain, attempt]);
  const retry = useCallback(() => {
    setPage({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const expire = useCallback(() => setPage({ kind: 'gone' }), []);
  return { page, retry, expire };
}

/** Back from the bank's 3-D Secure page (`?pagamento=`): that payment, as it stands now. */
function useReturningPayment(linkId: string | undefined) {
  const [payment, setPayment] = useState<CheckoutPayment | null>(null);
  useEffect(() => {
    const chargeId = new URLSearchParams(window.location.search).get('pagamento');
    if (!linkId || !chargeId) return;
    fetchPayment(linkId, chargeId)
      .then(setPayment)
      .catch(() => setPayment(null));
  }, [linkId]);
  return [payment, setPayment] as const;
}

/** The buyer's page: the link, the payment form, then what became of the payment. */
export function CheckoutApp() {
  const [address] = useState(() => linkAddress(window.location.pathname));
  const { page, retry, expire } = useLink(address);
  const [payment, setPayment] = useReturningPayment(address?.linkId);
  // A subscription's periodicity the buyer chose (null: the link's own); the summary and the form follow it.
  const [periodicity, setPeriodicity] = useState<Periodicity | null>(null);
  const link = page.kind === 'ready' ? atPeriodicity(page.link, periodicity) : null;

  return (
    <main className="page">
      {page.kind === 'loading' && <Message text={T.loading} />}
      {page.kind === 'missing' && <Message title={T.notFoundTitle} text={T.notFound} />}
      {page.kind === 'gone' && <Message title={T.goneTitle} text={T.gone} />}
      {page.kind === 'planGone' && <Message title={T.planGoneTitle} text={T.planGone} />}
      {page.kind === 'failed' && <Message text={T.loadFailed} onRetry={retry} />}
      {link && (
        <>
          <SellerHeader name={link.seller.name} description={link.seller.description} />
          {link.timer && link.expiresAt && !payment && <Countdown expiresAt={link.expiresAt} onExpired={expire} />}
          <LinkSummary link={link} />
          {payment && <PaymentResult link={link} initial={payment} onRetry={() => setPayment(null)} />}
          {/* Hidden, not unmounted, while a result shows: 'Tentar com outro cartão' keeps what was typed. */}
          <div hidden={!!payment}>
            <PaymentForm link={link} onPaid={setPayment} onPeriodicity={setPeriodicity} />
          </div>
        </>
      )}
    </main>
  );
}
