import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { installmentSimulationSchema, type InstallmentSimulationQuery } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/payment-links/installments-payment?amount=&maxInstallments=&feeBearer=. */
export function simulateInstallments(query: InstallmentSimulationQuery, signal?: AbortSignal) {
  return apiRequest(
    '/payment-links/installments-payment',
    { query: { ...query }, signal },
    installmentSimulationSchema,
  );
}

export const installmentSimulationQuery = (query: InstallmentSimulationQuery) =>
  queryOptions({
    queryKey: ['paymentLinks', 'simulation', query],
    queryFn: ({ signal }) => simulateInstallments(query, signal),
    staleTime: 60_000,
  });

/** `query` null: nothing to simulate (no value, or the card is off). */
export function useInstallmentSimulation(query: InstallmentSimulationQuery | null) {
  return useQuery({
    ...installmentSimulationQuery(query ?? { amount: 0, maxInstallments: 1, feeBearer: 'EARLY_SELLER' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
