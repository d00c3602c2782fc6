import type { ChargeDetail } from '@cofre/contract';
import { DetailList } from '../../../components/DetailList';

type Card = NonNullable<ChargeDetail['cardResponse']>;

/** Last four digits, brand and holder of the card that paid (or tried to pay). */
export function CardPaymentInfo({ card }: { card: Card }) {
  return (
    <DetailList
      items={[
        { label: 'Cartão', value: `•••• ${card.last4digits}` },
        { label: 'Bandeira', value: card.brand },
        { label: 'Titular', value: card.cardHolderName },
      ]}
    />
  );
}
