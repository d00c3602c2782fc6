import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { planQuery } from './getPlan';

/** PATCH /api/plans/{id} {active}: no confirmation (spec 2 §4). */
export function setPlanActive(id: string, active: boolean) {
  return apiRequest(`/plans/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }, planSchema);
}

export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plans', 'setActive'],
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setPlanActive(id, active),
    onSuccess: (plan) => {
      queryClient.setQueryData(planQuery(plan.id).queryKey, plan);
      return queryClient.invalidateQueries({ queryKey: ['plans', 'list'] });
    },
  });
}
