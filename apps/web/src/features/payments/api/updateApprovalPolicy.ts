import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pixApprovalPolicySchema, type PixApprovalPolicyUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { APPROVAL_POLICY_PATH } from './getApprovalPolicy';
import { PAYMENTS_KEYS } from './queryKeys';

/** PUT /api/payments/pix/approval-policy {required, threshold}: 409 PAY-009 with fewer than two approvers. */
export function updateApprovalPolicy(body: PixApprovalPolicyUpdate) {
  return apiRequest(APPROVAL_POLICY_PATH, { method: 'PUT', body }, pixApprovalPolicySchema);
}

export function useUpdateApprovalPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payments', 'approvalPolicy', 'update'],
    mutationFn: updateApprovalPolicy,
    onSuccess: (policy) => queryClient.setQueryData(PAYMENTS_KEYS.policy, policy),
    onError: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEYS.policy }),
  });
}
