import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planSchema, type PlanCreate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';
import { planQuery } from './getPlan';

/** POST /api/plans (201 with the new plan; prices per month in centavos). */
export function createPlan(body: PlanCreate) {
  return apiRequest('/plans', { method: 'POST', body }, planSchema);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plans', 'create'],
    mutationFn: createPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(planQuery(plan.id).queryKey, plan);
      return queryClient.invalidateQueries({ queryKey: ['plans', 'list'] });
    },
  });
}
