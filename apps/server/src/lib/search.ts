import { searchableText } from '@cofre/contract';

/** Escapes LIKE wildcards so a '%' or '_' typed by the seller is matched literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The LIKE pattern of a typed search against an accent- and case-free column (`searchableText`):
 * anywhere in the text from three characters (what a trigram index serves), the start of it below.
 * Null when nothing searchable was typed.
 */
export function containsPattern(raw: string | undefined): string | null {
  const term = escapeLike(searchableText(raw ?? ''));
  if (!term) return null;
  return term.length < 3 ? `${term}%` : `%${term}%`;
}
