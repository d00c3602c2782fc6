import {
  SUBSCRIPTION_PAGE_SIZE,
  subscriptionListQuerySchema,
  subscriptionStatusSchema,
  type SubscriptionListQuery,
  type SubscriptionStatus,
} from '@cofre/contract';
import { SUBSCRIPTIONS_TEXTS as T } from './texts';

/** The list's state in the query string (design §6), in Portuguese like the routes. */
export const SUBSCRIPTION_PARAMS = {
  status: 'status',
  search: 'busca',
  startFrom: 'contratacao-de',
  startTo: 'contratacao-ate',
} as const;

export type SubscriptionTab = 'ALL' | SubscriptionStatus;

/** Todas, Ativas, Inativas, Pendentes, Inadimplentes (spec 2 §2); 'Todas' sends no status. */
export const SUBSCRIPTION_TABS: ReadonlyArray<{ key: SubscriptionTab; label: string }> = [
  { key: 'ALL', label: T.tabAll },
  { key: 'ACTIVE', label: T.tabActive },
  { key: 'INACTIVE', label: T.tabInactive },
  { key: 'PENDING', label: T.tabPending },
  { key: 'DEFAULTER', label: T.tabDefaulter },
];

export interface SubscriptionFilters {
  search: string;
  /** yyyy-MM-dd or null: either bound may stay open (D10). */
  startFrom: string | null;
  startTo: string | null;
}

const { shape } = subscriptionListQuerySchema;
/** The API's limits for a search term: a name, or a document's characters. */
export const MAX_NAME_LENGTH = shape.customerName.unwrap().maxLength ?? 100;
const MAX_DOCUMENT_LENGTH = shape.customerDocument.unwrap().maxLength ?? 20;

/** A value the API would refuse (an edited link) is dropped, never sent. */
const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string | null) =>
  value !== null && value !== '' && schema.safeParse(value).success ? value : null;

export function readFilters(params: URLSearchParams): SubscriptionFilters {
  const search = params.get(SUBSCRIPTION_PARAMS.search)?.trim() ?? '';
  const from = valid(shape.startDateInitial, params.get(SUBSCRIPTION_PARAMS.startFrom));
  const to = valid(shape.startDateFinal, params.get(SUBSCRIPTION_PARAMS.startTo));
  // The API refuses an end before the start (rangeOrder); a link typed by hand is read in order.
  const [startFrom, startTo] = from && to && to < from ? [to, from] : [from, to];
  return { search: search.slice(0, MAX_NAME_LENGTH), startFrom, startTo };
}

export function readTab(params: URLSearchParams): SubscriptionTab {
  const status = subscriptionStatusSchema.safeParse(params.get(SUBSCRIPTION_PARAMS.status));
  return status.success ? status.data : 'ALL';
}

export const tabParam = (tab: SubscriptionTab) => (tab === 'ALL' ? null : tab);

/** Separators a typed CPF or CNPJ may carry ('529.982.247-25', '12.345.678/0001-95'). */
const DOCUMENT_SEPARATORS = /[.\-/\s]/g;

/**
 * One search box for 'Nome' or 'Documento' (spec 2 §2): a term made of a document's characters —
 * digits with or without the CPF/CNPJ punctuation, or an alphanumeric CNPJ — is sent as
 * customerDocument without the punctuation; anything else as customerName.
 */
export function searchQuery(term: string): Pick<SubscriptionListQuery, 'customerName' | 'customerDocument'> {
  const trimmed = term.trim();
  if (!trimmed) return {};
  const compact = trimmed.replace(DOCUMENT_SEPARATORS, '');
  const isDocument =
    compact.length <= MAX_DOCUMENT_LENGTH && (/^\d+$/.test(compact) || /^[0-9A-Z]{12}\d{2}$/i.test(compact));
  return isDocument ? { customerDocument: compact.toUpperCase() } : { customerName: trimmed };
}

export type SubscriptionListParams = Omit<SubscriptionListQuery, 'page' | 'size'> & { page: number; size: number };

/** GET /subscriptions query for the filters, tab and (1-based) page; dates as yyyy-MM-dd (spec 2 §5). */
export function toListQuery(filters: SubscriptionFilters, tab: SubscriptionTab, page: number): SubscriptionListParams {
  return {
    ...(tab === 'ALL' ? {} : { status: tab }),
    ...(filters.startFrom ? { startDateInitial: filters.startFrom } : {}),
    ...(filters.startTo ? { startDateFinal: filters.startTo } : {}),
    ...searchQuery(filters.search),
    page: page - 1,
    size: SUBSCRIPTION_PAGE_SIZE,
  };
}
