import { useMutation, useQueryClient } from '@tanstack/react-query';
import { threeDSecureChallengeSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { threeDSecureChallengeQuery } from './getThreeDSecureChallenge';

/** POST /api/public/3ds/{challengeId} {code} → the challenge with its new status; 400/409 carry errors. */
export function answerThreeDSecureChallenge(challengeId: string, code: string) {
  return apiRequest(
    `/public/3ds/${encodeURIComponent(challengeId)}`,
    { method: 'POST', body: { code }, auth: 'none' },
    threeDSecureChallengeSchema,
  );
}

export function useAnswerThreeDSecureChallenge(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['threeDSecure', challengeId, 'answer'],
    mutationFn: (code: string) => answerThreeDSecureChallenge(challengeId, code),
    onSuccess: (challenge) => queryClient.setQueryData(threeDSecureChallengeQuery(challengeId).queryKey, challenge),
  });
}
