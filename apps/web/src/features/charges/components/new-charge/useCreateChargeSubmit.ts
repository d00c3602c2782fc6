import { useRef } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError, showApiError } from '../../../../lib/api';
import type { ChargeCreate, ChargeDetail } from '@cofre/contract';
import { uuid } from '../../../../lib/uuid';
import { useCreateCharge } from '../../api/createCharge';
import type { NewChargeValues } from './newChargeForm';
import { placeServerErrors } from './serverErrors';

/**
 * Sends the form's request with one Idempotency-Key per body: trying the same charge again (after
 * a lost answer or a 5xx) repeats the same key, so the server finds the first charge instead of
 * making a second; a changed body gets a new key (the same key with another body is a 422).
 */
export function useCreateChargeSubmit(
  setError: UseFormSetError<NewChargeValues>,
  onCreated: (charge: ChargeDetail) => void,
) {
  const create = useCreateCharge();
  const sent = useRef<{ body: string; key: string } | null>(null);

  const submit = async (body: ChargeCreate) => {
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: uuid() };
    try {
      onCreated(await create.mutateAsync({ body, idempotencyKey: sent.current.key }));
    } catch (error) {
      const left = placeServerErrors(error, setError);
      // A refused body (400) will not pass by sending it again: the next try gets a fresh key. Any
      // other failure (409 while the first try runs, 5xx, network) keeps it, so a retry is the same charge.
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) sent.current = null;
      if (left) showApiError(left);
    }
  };
  return { submit, pending: create.isPending };
}
