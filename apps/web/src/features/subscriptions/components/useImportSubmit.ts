import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_MESSAGES, type SubscriptionImport } from '@cofre/contract';
import { ApiError, showApiError, showSuccess } from '../../../lib/api';
import { uuid } from '../../../lib/uuid';
import { useImportSubscription } from '../api/importSubscription';
import { SUBSCRIPTIONS_PATH } from '../links';
import { placeServerErrors } from '../../../lib/serverErrors';

/** Spec 2 §2, §9: the list shows the imported subscription half a second after the toast. */
export const REDIRECT_DELAY_MS = 500;

/** The request's paths that are fields of the import form (a 400 names them in its items' title). */
const FIELDS: ReadonlySet<string> = new Set([
  'idPlan',
  'uuidBuyer',
  'basicValue.type',
  'basicValue.valuePerMonth',
  'payment.method',
  'startDate',
]);

/** Refusals the server decides itself (the clock, the plan's state), and the field each is about. */
const FIELD_OF_CODE = { 'SUB-004': 'startDate', 'SUB-005': 'idPlan', 'SUB-006': 'payment.method' } as const;

/**
 * Sends the import with one Idempotency-Key per body: trying the same import again (after a lost
 * answer or a 5xx) repeats the key, so the server finds the first instead of importing twice; a
 * changed body gets a new key. Success: the contract's toast, then /recorrencias after 0.5 s.
 */
export function useImportSubmit<V extends FieldValues>(setError: UseFormSetError<V>) {
  const create = useImportSubscription();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const sent = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(SUBSCRIPTIONS_PATH), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (body: SubscriptionImport) => {
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: uuid() };
    try {
      await create.mutateAsync({ body, idempotencyKey: sent.current.key });
      showSuccess(SUBSCRIPTION_MESSAGES.imported);
      setDone(true);
    } catch (error) {
      // A refused body will not pass by sending it again: the next try gets a fresh key. A 409 (the
      // first try still running), a 5xx or the network keep it, so a retry is the same import.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409) {
        sent.current = null;
      }
      const left = placeServerErrors(error, FIELDS, FIELD_OF_CODE, setError);
      if (left) showApiError(left);
    }
  };
  return { submit, pending: create.isPending, done };
}
