import type { ChargeDetail } from '@cofre/contract';
import { DetailList } from '../../../components/DetailList';
import { CARD_PAYMENT_INFO_LABELS } from '../texts';

type Card = NonNullable<ChargeDetail['cardResponse']>;

/** Last four digits, brand and holder of the card that paid (or tried to pay). */
export function CardPaymentInfo({ card }: { card: Card }) {
  return (
    <DetailList
      items={[
        { label: CARD_PAYMENT_INFO_LABELS.card, value: `•••• ${card.last4digits}` },
        { label: CARD_PAYMENT_INFO_LABELS.brand, value: card.brand },
        { label: CARD_PAYMENT_INFO_LABELS.holder, value: card.cardHolderName },
      ]}
    />
  );
}
