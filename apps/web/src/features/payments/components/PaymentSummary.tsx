import { Badge } from '@mantine/core';
import { formatPixKey, PIX_DEFAULT_RECIPIENT, PIX_KEY_TYPE_LABELS, type PixKeyType } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { PAYMENTS_TEXTS as T } from '../texts';
import { paymentTermItems, type PaymentTerms } from './paymentItems';

/** Who receives, as the Pix directory answered (D22). */
export interface RecipientView {
  name: string;
  bank: string;
  document: string;
}

export interface PaymentView extends PaymentTerms {
  key: string;
  keyType: PixKeyType;
  favoriteNickname: string | null;
}

/**
 * Spec 4 §2 'Review dialog': destination key, key type badge, the recipient's name badge (not for
 * the default 'Beneficiário'), bank and masked document (D22), amount, date, cost centre, description.
 */
export function PaymentSummary({ payment, recipient }: { payment: PaymentView; recipient: RecipientView | null }) {
  const items: DetailItem[] = [
    { label: T.destinationKey, value: formatPixKey(payment.keyType, payment.key) },
    {
      label: T.keyType,
      value: (
        <Badge variant="light" color="gray" radius="sm">
          {PIX_KEY_TYPE_LABELS[payment.keyType]}
        </Badge>
      ),
    },
  ];
  if (recipient) {
    if (recipient.name !== PIX_DEFAULT_RECIPIENT)
      items.push({
        label: T.recipient,
        value: (
          <Badge variant="light" color="blue" radius="sm" style={{ textTransform: 'none' }}>
            {recipient.name}
          </Badge>
        ),
      });
    items.push(
      { label: T.recipientBank, value: recipient.bank },
      { label: T.recipientDocument, value: recipient.document },
    );
  }
  if (payment.favoriteNickname) items.push({ label: T.favorite, value: payment.favoriteNickname });
  items.push(...paymentTermItems(payment));
  return <DetailList items={items} />;
}
