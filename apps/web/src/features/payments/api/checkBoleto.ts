import { useMutation } from '@tanstack/react-query';
import { boletoCheckSchema, type BoletoCheckRequest } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/payments/boleto/check {barcode, paymentDate?} → what the directory says of the boleto and
 * what it costs on that day (spec 4 §7 'Boleto check'). 422 PAY-020 invalid line, PAY-021 not found;
 * 409 PAY-022 already paid, PAY-023 past its last day; 503 PAY-025.
 */
export function checkBoleto(body: BoletoCheckRequest) {
  return apiRequest('/payments/boleto/check', { method: 'POST', body }, boletoCheckSchema);
}

/**
 * A mutation, not a query: the form asks when a line is complete, on 'Consultar' and when the day
 * changes, and only the answer to its latest question counts (older answers' callbacks never run).
 */
export function useCheckBoleto() {
  return useMutation({ mutationKey: ['payments', 'boleto', 'check'], mutationFn: checkBoleto });
}
