import { queryOptions, useQuery } from '@tanstack/react-query';
import { threeDSecureChallengeSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/public/3ds/{challengeId}: public, no session (the buyer opens it). */
export function getThreeDSecureChallenge(challengeId: string, signal?: AbortSignal) {
  return apiRequest(
    `/public/3ds/${encodeURIComponent(challengeId)}`,
    { auth: 'none', signal },
    threeDSecureChallengeSchema,
  );
}

export const threeDSecureChallengeQuery = (challengeId: string) =>
  queryOptions({
    queryKey: ['threeDSecure', challengeId],
    queryFn: ({ signal }) => getThreeDSecureChallenge(challengeId, signal),
  });

export function useThreeDSecureChallenge(challengeId: string | null) {
  return useQuery({ ...threeDSecureChallengeQuery(challengeId ?? ''), enabled: !!challengeId });
}
