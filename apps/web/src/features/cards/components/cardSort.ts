import { CARD_STATUS_LABELS, type Card } from '@cofre/contract';
import { CARDS_TEXTS as T } from '../texts';

/** The list's client-side orders (spec 4 §2: name and status sortable); 'default' is the server's (cancelled last). */
export const CARD_SORTS = ['default', 'name-asc', 'name-desc', 'status-asc', 'status-desc'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

export const CARD_SORT_LABELS: Record<CardSort, string> = {
  default: T.sortDefault,
  'name-asc': T.sortNameAsc,
  'name-desc': T.sortNameDesc,
  'status-asc': T.sortStatusAsc,
  'status-desc': T.sortStatusDesc,
};

export const isCardSort = (value: string | null): value is CardSort =>
  value !== null && (CARD_SORTS as readonly string[]).includes(value);

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const nameOrder = (a: Card, b: Card) => collator.compare(a.cardName, b.cardName);
/** By the label the user reads ('Ativo', 'Bloqueado', 'Cancelado', 'Pendente'), then by name. */
const statusOrder = (a: Card, b: Card) =>
  collator.compare(CARD_STATUS_LABELS[a.status], CARD_STATUS_LABELS[b.status]) || nameOrder(a, b);

/** The cards in `sort`'s order (a new array; the server's order for 'default'). */
export function sortCards(cards: readonly Card[], sort: CardSort): Card[] {
  const copy = [...cards];
  switch (sort) {
    case 'default':
      return copy;
    case 'name-asc':
      return copy.sort(nameOrder);
    case 'name-desc':
      return copy.sort((a, b) => nameOrder(b, a));
    case 'status-asc':
      return copy.sort(statusOrder);
    case 'status-desc':
      return copy.sort((a, b) => statusOrder(b, a));
  }
}
