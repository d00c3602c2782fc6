import { formatDocument, searchableText } from '@cofre/contract';

export interface SearchFields {
  name: string;
  tradeName: string | null;
  documentNumber: string;
  email: string;
  alternativeEmail: string | null;
}

/** The name as the list sorts it: no accents, lower case. */
export const sortNameOf = (name: string) => searchableText(name);

/**
 * One string per client for the trigram index. The document appears bare and masked so that
 * '52998224725', '529.982' and '247-25' all find it.
 */
export function searchTextOf(fields: SearchFields): string {
  const parts = [
    fields.name,
    fields.tradeName ?? '',
    fields.documentNumber,
    formatDocument(fields.documentNumber),
    fields.email,
    fields.alternativeEmail ?? '',
  ];
  return searchableText(parts.filter(Boolean).join(' '));
}

/** What a typed search looks like once normalised the same way as the indexed text. */
export function searchTermOf(search: string | undefined): string | null {
  const term = searchableText(search ?? '');
  return term.length > 0 ? term : null;
}

export { escapeLike } from '../../lib/search.js';
