import { Stack } from '@mantine/core';
import { formatBRL, formatDate, PAYMENT_METHOD_LABELS, REFUND_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { DetailSection } from '../../../components/DetailSection';
import { PaidQuestion } from './PaidQuestion';
import { CHARGE_TEXTS } from '../texts';

/** Title, description, amounts (refunded too), method, instalments and dates; then 'Cobrança já foi paga?'. */
export function ChargeGeneralInfo({ charge }: { charge: ChargeDetail }) {
  const items: DetailItem[] = [
    { label: 'Cobrança', value: charge.title },
    { label: 'Descrição', value: charge.description },
    { label: 'Valor', value: formatBRL(charge.value) },
    ...(charge.interestAmount > 0 ? [{ label: 'Juros e multa', value: formatBRL(charge.interestAmount) }] : []),
    ...(charge.refundedAmount > 0
      ? [{ label: REFUND_MESSAGES.refunded, value: formatBRL(charge.refundedAmount) }]
      : []),
    { label: 'Forma de pagamento', value: PAYMENT_METHOD_LABELS[charge.paymentMethod] },
    { label: 'Parcelas', value: `${charge.installments}x` },
    { label: 'Vencimento', value: formatDate(charge.expirationDate) },
    { label: 'Data de pagamento', value: charge.paidDate ? formatDate(charge.paidDate) : null },
  ];
  return (
    <DetailSection title={CHARGE_TEXTS.generalInfoTitle}>
      <Stack gap="md">
        <DetailList items={items} />
        <PaidQuestion charge={charge} />
      </Stack>
    </DetailSection>
  );
}
