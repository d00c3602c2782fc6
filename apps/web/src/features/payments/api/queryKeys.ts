/**
 * The payments area's query keys, all under 'payments' so they never meet another feature's; a
 * payment action refreshes the balance and every Pix list and detail by these prefixes.
 */
export const PAYMENTS_KEYS = {
  all: ['payments'] as const,
  balance: ['payments', 'balance'] as const,
  pix: ['payments', 'pix'] as const,
  pixList: ['payments', 'pix', 'list'] as const,
  pixDetail: (id: string) => ['payments', 'pix', 'detail', id] as const,
  recipient: (key: string) => ['payments', 'recipient', key] as const,
  policy: ['payments', 'approvalPolicy'] as const,
  favorites: ['payments', 'favorites'] as const,
};

export const pixPaymentPath = (id: string) => `/payments/pix/${encodeURIComponent(id)}`;
export const favoritePath = (id: string) => `/payments/favorites/${encodeURIComponent(id)}`;
