import {
  PAYMENT_BATCH_SORTS,
  PAYMENT_BATCH_STATUSES,
  PIX_COST_CENTERS,
  PIX_PAYMENT_STATUSES,
  type PaymentBatchStatus,
  type PixCostCenter,
  type PixPaymentStatus,
} from '@cofre/contract';
import { PAGE_PARAM, readPage } from '../../lib/useUrlParams';

/** The area's state in the URL, in Portuguese like the routes: '?aba=pix&busca=&status=&centro=&ordem=&pagina='. */
export const PAYMENTS_PARAMS = {
  tab: 'aba',
  search: 'busca',
  status: 'status',
  costCenter: 'centro',
  sort: 'ordem',
} as const;

/** Spec 4 §2: the tabs' state values, PIX first (the default), then Boleto and 'Pagamento em lote'. */
export const PAYMENT_TABS = ['pix', 'boleto', 'lote'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** A tab's list starts unfiltered: changing tabs drops the other list's filters and page. */
export const LIST_PARAMS_CLEARED = {
  [PAYMENTS_PARAMS.search]: null,
  [PAYMENTS_PARAMS.status]: null,
  [PAYMENTS_PARAMS.costCenter]: null,
  [PAYMENTS_PARAMS.sort]: null,
  [PAGE_PARAM]: null,
} as const;

export function readTab(params: URLSearchParams): PaymentTab {
  return PAYMENT_TABS.find((tab) => tab === params.get(PAYMENTS_PARAMS.tab)) ?? 'pix';
}

/** The filters both lists (Pix and boleto) share: the same statuses and cost centres. */
export interface PaymentListFilters {
  search: string;
  status: PixPaymentStatus | 'all';
  costCenter: PixCostCenter | 'all';
  /** 1-based. */
  page: number;
}

/** A list's filters as the URL holds them; anything unknown reads as 'all'. */
export function readListFilters(params: URLSearchParams): PaymentListFilters {
  const status = params.get(PAYMENTS_PARAMS.status);
  const costCenter = params.get(PAYMENTS_PARAMS.costCenter);
  return {
    search: params.get(PAYMENTS_PARAMS.search) ?? '',
    status: PIX_PAYMENT_STATUSES.find((value) => value === status) ?? 'all',
    costCenter: PIX_COST_CENTERS.find((value) => value === costCenter) ?? 'all',
    page: readPage(params),
  };
}

export type PaymentBatchSort = (typeof PAYMENT_BATCH_SORTS)[number];

/** The batch list's filters (spec 4 §2 'Batch tab': search, status, sort). */
export interface BatchListFilters {
  search: string;
  status: PaymentBatchStatus | 'all';
  sort: PaymentBatchSort;
  /** 1-based. */
  page: number;
}

/** The batch list's filters as the URL holds them: an unknown status reads as 'all', an unknown sort as the newest first. */
export function readBatchFilters(params: URLSearchParams): BatchListFilters {
  const status = params.get(PAYMENTS_PARAMS.status);
  const sort = params.get(PAYMENTS_PARAMS.sort);
  return {
    search: params.get(PAYMENTS_PARAMS.search) ?? '',
    status: PAYMENT_BATCH_STATUSES.find((value) => value === status) ?? 'all',
    sort: PAYMENT_BATCH_SORTS.find((value) => value === sort) ?? PAYMENT_BATCH_SORTS[0],
    page: readPage(params),
  };
}
