import { formatBRL, formatDate, PIX_COST_CENTER_LABELS, type PixCostCenter } from '@cofre/contract';
import type { DetailItem } from '../../../components/DetailList';
import { PAYMENTS_TEXTS as T } from '../texts';

/** What every payment says of itself, whatever it pays (a Pix key, a boleto). */
export interface PaymentTerms {
  amount: number;
  paymentDate: string;
  costCenter: PixCostCenter;
  description?: string | null;
}

/** A payment's amount, date, cost centre and description, as the reviews and details list them. */
export function paymentTermItems(payment: PaymentTerms): DetailItem[] {
  return [
    { label: T.amount, value: formatBRL(payment.amount) },
    { label: T.paymentDate, value: formatDate(payment.paymentDate) },
    { label: T.costCenter, value: PIX_COST_CENTER_LABELS[payment.costCenter] },
    { label: T.reviewDescription, value: payment.description },
  ];
}
