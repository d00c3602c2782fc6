import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chargeDetailSchema, disputeEvidenceSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { reloadCharge, storeChangedCharge } from '../../../lib/chargeCache';

const evidencePath = (chargeId: string) => `/charges/${encodeURIComponent(chargeId)}/dispute/evidence`;

/** POST …/dispute/evidence?fileName=: one file, the body itself; the charge is read again after. */
export function useAddEvidence(chargeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'addEvidence', chargeId],
    mutationFn: (file: File) =>
      apiRequest(
        evidencePath(chargeId),
        { method: 'POST', query: { fileName: file.name }, file },
        disputeEvidenceSchema,
      ),
    onSettled: () => reloadCharge(queryClient, chargeId),
  });
}

export function useRemoveEvidence(chargeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'removeEvidence', chargeId],
    mutationFn: (evidenceId: string) =>
      apiRequest(`${evidencePath(chargeId)}/${encodeURIComponent(evidenceId)}`, { method: 'DELETE' }),
    onSettled: () => reloadCharge(queryClient, chargeId),
  });
}

/** POST …/dispute/submit: the files go to the card network and can no longer change. */
export function useSubmitEvidence(chargeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['charges', 'submitEvidence', chargeId],
    mutationFn: () =>
      apiRequest(`/charges/${encodeURIComponent(chargeId)}/dispute/submit`, { method: 'POST' }, chargeDetailSchema),
    onSuccess: (charge) => storeChangedCharge(queryClient, charge),
  });
}

/** The authenticated download path of one file (opened through the API client, with the session). */
export const evidenceFilePath = (chargeId: string, evidenceId: string) =>
  `${evidencePath(chargeId)}/${encodeURIComponent(evidenceId)}`;
