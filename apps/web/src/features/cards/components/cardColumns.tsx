import { Text } from '@mantine/core';
import { CARD_TYPE_LABELS, formatBRL, type Card } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { CARDS_TEXTS as T } from '../texts';
import { CardStatusBadge } from './CardStatusBadge';
import { Money } from '../../../components/Unbreakable';

/** Whether the card can be opened: the server says so, and never while the issuer makes it (spec 4 §4). */
export const canOpen = (card: Card) => card.status !== 'PENDING' && card.actions.open;

/**
 * The list's columns (spec 4 §2: masked number, name, status; type, invoice and available besides).
 * The row is the link (DataTable's rowHref); a PENDING card has none and says 'Em emissão'.
 */
export const CARD_COLUMNS: ReadonlyArray<DataColumn<Card>> = [
  {
    key: 'number',
    header: T.columnNumber,
    card: 'field',
    render: (card) =>
      card.status === 'PENDING' ? (
        <Text component="span" fz="sm" c="dimmed" fs="italic" title={T.pendingHint}>
          {T.pendingNumber}
        </Text>
      ) : (
        <Text component="span" fz="sm" ff="monospace">
          {card.panMasked ?? '—'}
        </Text>
      ),
  },
  {
    key: 'name',
    header: T.columnName,
    card: 'title',
    // The row is the link (the number's cell on a table, the name on a phone's card).
    render: (card) => (
      <Text component="span" fz="sm" fw={600}>
        {card.cardName}
      </Text>
    ),
  },
  { key: 'type', header: T.columnType, render: (card) => CARD_TYPE_LABELS[card.type] },
  { key: 'status', header: T.columnStatus, card: 'aside', render: (card) => <CardStatusBadge status={card.status} /> },
  { key: 'invoice', header: T.columnInvoice, align: 'right', render: (card) => <Money cents={card.invoiceValue} /> },
  {
    key: 'available',
    header: T.columnAvailable,
    align: 'right',
    render: (card) => (card.status === 'ACTIVE' ? formatBRL(card.availableValue) : '—'),
  },
];
