import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planSchema, type PlanCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { planQuery } from './getPlan';

/** PUT /api/plans/{id}: the whole plan (prices per month in centavos). */
export function updatePlan(id: string, body: PlanCreate) {
  return apiRequest(`/plans/${encodeURIComponent(id)}`, { method: 'PUT', body }, planSchema);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plans', 'update'],
    mutationFn: ({ id, body }: { id: string; body: PlanCreate }) => updatePlan(id, body),
    onSuccess: (plan) => {
      queryClient.setQueryData(planQuery(plan.id).queryKey, plan);
      return queryClient.invalidateQueries({ queryKey: ['plans', 'list'] });
    },
  });
}
