import {
  CHARGE_PAGING,
  CHARGE_SEARCH_FIELDS,
  chargeListQuerySchema,
  chargeTabSchema,
  paymentMethodSchema,
  type ChargeExportCreateInput,
  type ChargeTab,
  type PaymentMethod,
} from '@cofre/contract';
import { PAGE_PARAM } from '../../lib/useUrlParams';
import type { ChargeListParams } from './api/listCharges';
import type { ChargeSummaryParams } from './api/getChargeSummary';

export type ChargeSearchField = (typeof CHARGE_SEARCH_FIELDS)[number];

/** The list's state in the query string (design §6): a reload or a shared link shows the same view. */
export const CHARGE_PARAMS = {
  status: 'status',
  field: 'campo',
  search: 'busca',
  expirationFrom: 'vencimento-de',
  expirationTo: 'vencimento-ate',
  paidFrom: 'pagamento-de',
  paidTo: 'pagamento-ate',
  valueMin: 'valor-min',
  valueMax: 'valor-max',
  paymentMethod: 'forma',
} as const;

export interface ChargeFilters {
  field: ChargeSearchField;
  search: string;
  /** yyyy-MM-dd or null: either bound may be open (D10). */
  expirationFrom: string | null;
  expirationTo: string | null;
  paidFrom: string | null;
  paidTo: string | null;
  /** As the seller typed it ('1.234,56'). */
  valueMin: string;
  valueMax: string;
  paymentMethod: PaymentMethod | null;
}

export const EMPTY_FILTERS: ChargeFilters = {
  field: 'customerName',
  search: '',
  expirationFrom: null,
  expirationTo: null,
  paidFrom: null,
  paidTo: null,
  valueMin: '',
  valueMax: '',
  paymentMethod: null,
};

const { shape } = chargeListQuerySchema;
/** A value the API would refuse (an edited link) is dropped, never sent. */
const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string | null) =>
  value !== null && value !== '' && schema.safeParse(value).success ? value : null;

export function readFilters(params: URLSearchParams): ChargeFilters {
  const requested = params.get(CHARGE_PARAMS.field);
  const field = CHARGE_SEARCH_FIELDS.find((candidate) => candidate === requested) ?? EMPTY_FILTERS.field;
  const method = paymentMethodSchema.safeParse(params.get(CHARGE_PARAMS.paymentMethod));
  return {
    field,
    search: valid(shape[field], params.get(CHARGE_PARAMS.search)) ?? '',
    expirationFrom: valid(shape.expirationDateInitial, params.get(CHARGE_PARAMS.expirationFrom)),
    expirationTo: valid(shape.expirationDateFinal, params.get(CHARGE_PARAMS.expirationTo)),
    paidFrom: valid(shape.paidDateInitial, params.get(CHARGE_PARAMS.paidFrom)),
    paidTo: valid(shape.paidDateFinal, params.get(CHARGE_PARAMS.paidTo)),
    valueMin: valid(shape.valueMin, params.get(CHARGE_PARAMS.valueMin)) ?? '',
    valueMax: valid(shape.valueMax, params.get(CHARGE_PARAMS.valueMax)) ?? '',
    paymentMethod: method.success ? method.data : null,
  };
}

export function readTab(params: URLSearchParams): ChargeTab {
  const tab = chargeTabSchema.safeParse(params.get(CHARGE_PARAMS.status));
  return tab.success ? tab.data : 'ALL';
}

/** The URL changes that apply `filters` (a new search starts on page 1; the tab is kept). */
export function filterParams(filters: ChargeFilters): Record<string, string | null> {
  const search = filters.search.trim();
  return {
    [CHARGE_PARAMS.field]: search && filters.field !== EMPTY_FILTERS.field ? filters.field : null,
    [CHARGE_PARAMS.search]: search || null,
    [CHARGE_PARAMS.expirationFrom]: filters.expirationFrom,
    [CHARGE_PARAMS.expirationTo]: filters.expirationTo,
    [CHARGE_PARAMS.paidFrom]: filters.paidFrom,
    [CHARGE_PARAMS.paidTo]: filters.paidTo,
    [CHARGE_PARAMS.valueMin]: filters.valueMin.trim() || null,
    [CHARGE_PARAMS.valueMax]: filters.valueMax.trim() || null,
    [CHARGE_PARAMS.paymentMethod]: filters.paymentMethod,
    [PAGE_PARAM]: null,
  };
}

/** Whether any filter of 'Mais filtros' is set (the panel then opens by itself). */
export function hasMoreFilters(filters: ChargeFilters): boolean {
  return !!(filters.paidFrom || filters.paidTo || filters.valueMin || filters.valueMax || filters.paymentMethod);
}

/** GET /charges query for the filters, tab and (1-based) page. */
export function toListQuery(filters: ChargeFilters, status: ChargeTab, page: number): ChargeListParams {
  const search = filters.search.trim();
  return {
    status,
    ...(search ? { [filters.field]: search } : {}),
    expirationDateInitial: filters.expirationFrom ?? undefined,
    expirationDateFinal: filters.expirationTo ?? undefined,
    paidDateInitial: filters.paidFrom ?? undefined,
    paidDateFinal: filters.paidTo ?? undefined,
    valueMin: filters.valueMin || undefined,
    valueMax: filters.valueMax || undefined,
    paymentMethod: filters.paymentMethod ?? undefined,
    page: page - 1,
    size: CHARGE_PAGING.list,
    sort: 'expirationDate,DESC',
  };
}

/** GET /charges/summary query: the list's filters without tab, page, size or sort (one key per filter set). */
export function toSummaryQuery(filters: ChargeFilters): ChargeSummaryParams {
  const { status: _status, page: _page, size: _size, sort: _sort, ...query } = toListQuery(filters, 'ALL', 1);
  // Absent filters are left out, so equal filters give equal query keys.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ChargeSummaryParams;
}

/** Both due dates are set: the CSV export needs them (spec 1 §5, D10). */
export function canExport(filters: Pick<ChargeFilters, 'expirationFrom' | 'expirationTo'>): boolean {
  return !!filters.expirationFrom && !!filters.expirationTo;
}

/**
 * POST /charge-exports body: the list's query for the filters and tab (amounts as typed, like the
 * list), without paging, and the recipient. Null while a due date is missing.
 */
export function toExportBody(filters: ChargeFilters, status: ChargeTab, email: string): ChargeExportCreateInput | null {
  if (!filters.expirationFrom || !filters.expirationTo) return null;
  const { page: _page, size: _size, sort: _sort, ...query } = toListQuery(filters, status, 1);
  return {
    ...query,
    expirationDateInitial: filters.expirationFrom,
    expirationDateFinal: filters.expirationTo,
    email: email.trim() || undefined,
  };
}
