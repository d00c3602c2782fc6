import { PIX_COST_CENTERS, PIX_PAYMENT_STATUSES, type PixCostCenter, type PixPaymentStatus } from '@cofre/contract';
import { readPage } from '../../lib/useUrlParams';

/** The area's state in the URL, in Portuguese like the routes: '?aba=pix&busca=&status=&centro=&pagina='. */
export const PAYMENTS_PARAMS = { tab: 'aba', search: 'busca', status: 'status', costCenter: 'centro' } as const;

/** Spec 4 §2: the tabs' state values; only PIX is built (Boleto and 'Pagamento em lote' come later). */
export const PAYMENT_TABS = ['pix'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export function readTab(params: URLSearchParams): PaymentTab {
  return PAYMENT_TABS.find((tab) => tab === params.get(PAYMENTS_PARAMS.tab)) ?? 'pix';
}

export interface PixListFilters {
  search: string;
  status: PixPaymentStatus | 'all';
  costCenter: PixCostCenter | 'all';
  /** 1-based. */
  page: number;
}

/** The approval list's filters as the URL holds them; anything unknown reads as 'all'. */
export function readListFilters(params: URLSearchParams): PixListFilters {
  const status = params.get(PAYMENTS_PARAMS.status);
  const costCenter = params.get(PAYMENTS_PARAMS.costCenter);
  return {
    search: params.get(PAYMENTS_PARAMS.search) ?? '',
    status: PIX_PAYMENT_STATUSES.find((value) => value === status) ?? 'all',
    costCenter: PIX_COST_CENTERS.find((value) => value === costCenter) ?? 'all',
    page: readPage(params),
  };
}
