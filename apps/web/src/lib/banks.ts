import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankListSchema } from '@cofre/contract';
import { apiRequest } from './api';

/** GET /api/banks: the Brazilian banks with a 3-digit COMPE code, by code. */
export function listBanks(signal?: AbortSignal) {
  return apiRequest('/banks', { signal }, bankListSchema);
}

/** The list only changes with a release of the server: asked once per session. */
export const banksQuery = () =>
  queryOptions({
    queryKey: ['banks'],
    queryFn: ({ signal }) => listBanks(signal),
    staleTime: Infinity,
    select: (list) => list.content,
  });

export function useBanks() {
  return useQuery(banksQuery());
}

/**
 * A bank as a seller reads it: 'ITAÚ UNIBANCO S.A. (341)'. A bare '341' means nothing to most
 * people; the code stays for whoever checks it against a statement. The code alone while the list
 * loads or when it does not know the bank.
 */
export function bankLabel(code: string, banks: ReadonlyArray<{ code: string; name: string }> | undefined): string {
  const name = banks?.find((bank) => bank.code === code)?.name;
  return name ? `${name} (${code})` : code;
}

/** The label of one bank code (see bankLabel), from the cached list. */
export function useBankLabel(code: string | undefined): string {
  const banks = useBanks();
  return code ? bankLabel(code, banks.data) : '';
}
