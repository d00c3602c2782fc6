import { formatDate, maskBoletoInput, type BoletoPayment } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { PAYMENTS_TEXTS as T } from '../texts';
import { paymentTermItems, type PaymentTerms } from './paymentItems';

/** Who is paid and for what, as the directory of boletos says (the check, or the payment made of it). */
export type BoletoView = Pick<BoletoPayment, 'kind' | 'payee' | 'payeeDocument' | 'bank' | 'line' | 'dueDate'>;

/**
 * A boleto payment's review and detail (spec 4 §3; D5): the payee, the masked document and the bank
 * before any money moves, the line as printed, its due date, then the amount, day, centre and description.
 */
export function BoletoSummary({ boleto, payment }: { boleto: BoletoView; payment: PaymentTerms }) {
  const items: DetailItem[] = [
    { label: T.payee, value: boleto.payee },
    { label: T.payeeDocument, value: boleto.payeeDocument },
    { label: T.boletoBank, value: boleto.bank },
    { label: T.boletoKind, value: T.boletoKindName(boleto.kind) },
    { label: T.boletoLine, value: maskBoletoInput(boleto.line) },
    { label: T.dueDate, value: boleto.dueDate ? formatDate(boleto.dueDate) : T.noDate },
    ...paymentTermItems(payment),
  ];
  return <DetailList items={items} />;
}
