import { useEffect, useRef, useState } from 'react';
import { fetchThreeDSecureChallenge, type ThreeDSecureChallenge } from '../api';
import { ChallengeForm } from './ChallengeForm';
import { loadProblem, mayRetryLoad } from './errors';
import { THREE_DS_TEXTS as T } from './texts';

/** Only a path of our own hosted checkout: the parameter never sends the buyer elsewhere. */
export function checkoutReturn(value: string | null): string | null {
  return value && /^\/pagar\/[\w-]+(\/[\w-]+)?(\?pagamento=[\w-]+)?$/.test(value) ? value : null;
}

/** The waits before asking again for a challenge that did not load (no connection, a 5xx): two more tries. */
const LOAD_RETRY_DELAYS_MS = [1_000, 2_000];

const openPath = (path: string) => window.location.assign(path);

type Load =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'problem'; message: string }
  | { kind: 'ready'; challenge: ThreeDSecureChallenge };

/** The challenge of `?challenge=`, asked again after a failure a new try may fix. */
function useChallenge(challengeId: string | null) {
  const [load, setLoad] = useState<Load>(challengeId ? { kind: 'loading' } : { kind: 'missing' });
  useEffect(() => {
    if (!challengeId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number) => {
      fetchThreeDSecureChallenge(challengeId, controller.signal).then(
        (challenge) => {
          if (!controller.signal.aborted) setLoad({ kind: 'ready', challenge });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const delay = LOAD_RETRY_DELAYS_MS[failures];
          if (delay !== undefined && mayRetryLoad(error)) timer = setTimeout(() => attempt(failures + 1), delay);
          else setLoad({ kind: 'problem', message: loadProblem(error) });
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [challengeId]);
  return [load, setLoad] as const;
}

/**
 * '/3ds?challenge=<id>&volta=<checkout path>': the buyer's 3-D Secure page, in the hosted checkout's
 * bundle (public, no session). Once the code is answered, focus goes to the heading, above the result.
 */
export function ThreeDSecurePage({
  leave = openPath,
}: {
  /** Opens the checkout again after an approval (a test watches it instead). */
  leave?: (path: string) => void;
}) {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const challengeId = params.get('challenge')?.trim() || null;
  const returnTo = checkoutReturn(params.get('volta'));
  const [load, setLoad] = useChallenge(challengeId);
  const heading = useRef<HTMLHeadingElement>(null);
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (answers > 0) heading.current?.focus();
  }, [answers]);
  useEffect(() => {
    document.title = T.title;
  }, []);

  const answered = (challenge: ThreeDSecureChallenge) => {
    setLoad({ kind: 'ready', challenge });
    setAnswers((count) => count + 1);
  };

  return (
    <main className="page three-ds">
      <section className="card stack" aria-labelledby="three-ds-title">
        <h1 id="three-ds-title" ref={heading} tabIndex={-1}>
          {T.title}
        </h1>
        {load.kind === 'loading' && (
          <p className="loading muted" role="status">
            {T.loading}
          </p>
        )}
        {load.kind === 'missing' && (
          <p className="alert" role="alert">
            {T.missing}
          </p>
        )}
        {load.kind === 'problem' && (
          <p className="alert" role="alert">
            {load.message}
          </p>
        )}
        {load.kind === 'ready' && (
          <ChallengeForm challenge={load.challenge} returnTo={returnTo} onAnswered={answered} leave={leave} />
        )}
      </section>
    </main>
  );
}
