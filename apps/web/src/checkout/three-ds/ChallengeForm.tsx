import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatBRL } from '@cofre/contract';
import { answerThreeDSecureChallenge, type ThreeDSecureChallenge } from '../api';
import { CODE_LENGTH, SANDBOX_CODE, codeProblem } from './code';
import { CodeInput } from './CodeInput';
import { answerProblems } from './errors';
import { THREE_DS_TEXTS as T } from './texts';

/** Long enough to read 'Pagamento autenticado', short enough not to wait for a tap. */
export const RETURN_DELAY_MS = 1_500;

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The challenge's purchase, the six-digit code and its answer (approved, refused or an error).
 * `onAnswered` gets the challenge with its new status.
 */
export function ChallengeForm({
  challenge,
  returnTo,
  onAnswered,
  leave,
}: {
  challenge: ThreeDSecureChallenge;
  returnTo: string | null;
  onAnswered: (challenge: ThreeDSecureChallenge) => void;
  leave: (path: string) => void;
}) {
  // Approved with a checkout to go back to: back by itself, where the buyer sees the confirmation.
  const returning = challenge.status === 'APPROVED' && returnTo !== null;
  useEffect(() => {
    if (!returning || !returnTo) return;
    const timer = window.setTimeout(() => leave(returnTo), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [returning, returnTo, leave]);

  return (
    <>
      <dl className="details">
        <div>
          <dt>{T.store}</dt>
          <dd>{challenge.sellerName}</dd>
        </div>
        <div>
          <dt>{T.value}</dt>
          <dd className="nowrap">{formatBRL(challenge.amount)}</dd>
        </div>
        <div>
          <dt>{T.card}</dt>
          <dd>{T.cardNumber(challenge.cardBrand, challenge.cardLast4)}</dd>
        </div>
      </dl>
      {challenge.status === 'APPROVED' && (
        <p className="notice-success" role="status">
          {returning ? T.approvedReturning : T.approved}
        </p>
      )}
      {challenge.status === 'FAILED' && (
        <p className="alert" role="alert">
          {T.failed}
        </p>
      )}
      {challenge.status === 'PENDING' && <CodeForm challengeId={challenge.challengeId} onAnswered={onAnswered} />}
      {returnTo && challenge.status !== 'PENDING' && (
        <a className="primary" href={returnTo}>
          {T.backToCheckout}
        </a>
      )}
      <p className="muted small">{T.sandboxNote(SANDBOX_CODE)}</p>
    </>
  );
}

/** The code, checked by the contract's rule (`code.ts`), sent once at a time; a refusal lands on the first box. */
function CodeForm({
  challengeId,
  onAnswered,
}: {
  challengeId: string;
  onAnswered: (challenge: ThreeDSecureChallenge) => void;
}) {
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit the buyer lands on the code, not on 'Confirmar': once the errors are on
  // screen, so the box is marked and its message tied to it when focus arrives.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLInputElement>('.code-boxes input')?.focus();
  }, [refusals]);

  const code = digits.join('');
  const changeCode = (next: string[]) => {
    setDigits(next);
    // As the form did: once a submit showed the rule's message, it follows what is typed.
    if (codeError) setCodeError(codeProblem(next.join('')));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) {
      setRefusals((count) => count + 1);
      return;
    }
    setProblems([]);
    setSending(true);
    try {
      onAnswered(await answerThreeDSecureChallenge(challengeId, code));
    } catch (error) {
      setProblems(answerProblems(error));
      setRefusals((count) => count + 1);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="stack" onSubmit={(event) => void submit(event)} noValidate aria-label={T.title}>
      <p>{T.intro}</p>
      <CodeInput digits={digits} onChange={changeCode} error={codeError} errorId="three-ds-code-error" />
      {problems.map((message) => (
        <p key={message} className="alert" role="alert">
          {message}
        </p>
      ))}
      <button type="submit" className="primary" disabled={sending || code.length !== CODE_LENGTH} aria-busy={sending}>
        {T.confirm}
      </button>
    </form>
  );
}
