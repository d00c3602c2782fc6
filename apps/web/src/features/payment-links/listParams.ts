import type { PaymentLinkType } from '@cofre/contract';

/** The list's state in the URL (?aba=&busca=&dedicados=&pagina=), in Portuguese like the routes. */
export const LIST_PARAMS = { tab: 'aba', search: 'busca', dedicated: 'dedicados' } as const;

const TAB_OF_TYPE: Record<PaymentLinkType, string | null> = {
  ORDER: null,
  SUBSCRIPTION: 'recorrentes',
  FAST_ORDER: 'rapidos',
};

/** The tab in the URL; the quick-links tab only with its toggle (view_fast_payment_link). */
export function readTab(params: URLSearchParams, fastLinks: boolean): PaymentLinkType {
  const tab = params.get(LIST_PARAMS.tab);
  if (tab === TAB_OF_TYPE.SUBSCRIPTION) return 'SUBSCRIPTION';
  if (tab === TAB_OF_TYPE.FAST_ORDER && fastLinks) return 'FAST_ORDER';
  return 'ORDER';
}

export const tabParam = (type: PaymentLinkType) => TAB_OF_TYPE[type];

export const readDedicated = (params: URLSearchParams) => params.get(LIST_PARAMS.dedicated) === 'sim';
export const dedicatedParam = (on: boolean) => (on ? 'sim' : null);
