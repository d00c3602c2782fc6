import { queryOptions, useQuery } from '@tanstack/react-query';
import { pixApprovalPolicySchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { PAYMENTS_KEYS } from './queryKeys';

export const APPROVAL_POLICY_PATH = '/payments/pix/approval-policy';

/** GET /api/payments/pix/approval-policy: whether a second person must approve, from which amount, and who may change it. */
export const approvalPolicyQuery = queryOptions({
  queryKey: PAYMENTS_KEYS.policy,
  queryFn: ({ signal }) => apiRequest(APPROVAL_POLICY_PATH, { signal }, pixApprovalPolicySchema),
});

export const useApprovalPolicy = () => useQuery(approvalPolicyQuery);
