import { detectPixKey } from '@cofre/contract';
import type { BatchHeaderInput, Cnab240Batch, Cnab240Detail } from './types.js';
import { writeCnab240 } from './write.js';

/** The paying company as a CNAB file's headers name it. */
export interface PayingCompany {
  name: string;
  /** CNPJ digits. */
  document: string;
  bankCode: string;
  agency: number;
  account: number;
}

export type PaymentFileLine =
  | { kind: 'pix'; key: string; name: string; amount: number; date: string; reference?: string; document?: string }
  | { kind: 'ted'; name: string; amount: number; date: string; reference?: string }
  | {
      kind: 'boleto';
      barcode: string;
      name: string;
      amount: number;
      date: string;
      dueDate?: string;
      reference?: string;
    }
  | { kind: 'utility'; barcode: string; name: string; amount: number; date: string; reference?: string };

/** FEBRABAN's Pix initiation by the key's type: 01 phone, 02 e-mail, 03 CPF/CNPJ, 04 random key. */
const INITIATION = { PHONE: '01', EMAIL: '02', CPF: '03', CNPJ: '03', EVP: '04' } as const;

/**
 * A CNAB 240 payment file (remessa) of simple lines, as an ERP writes one: one batch per kind (Pix
 * by key A+B, TED A, boletos J, utility bills O), the trailers computed by the writer. What the
 * demo, the tests, the e2e and the benchmark upload.
 */
export function composePaymentFile(
  company: PayingCompany,
  lines: readonly PaymentFileLine[],
  generatedOn: string,
): string {
  const header = (serviceType: number, paymentMethod: number): BatchHeaderInput => ({
    companyDocumentType: 2,
    companyDocument: company.document,
    agreementCode: '000000000001',
    agency: company.agency,
    agencyDigit: '0',
    account: company.account,
    accountDigit: '0',
    companyName: company.name,
    serviceType,
    paymentMethod,
  });
  const reference = (line: PaymentFileLine, index: number) =>
    line.reference ?? `PAG-${String(index + 1).padStart(6, '0')}`;
  const details = (kind: PaymentFileLine['kind']): Cnab240Detail[] =>
    lines.flatMap((line, index): Cnab240Detail[] => {
      if (line.kind !== kind) return [];
      if (line.kind === 'pix' || line.kind === 'ted') {
        const a: Cnab240Detail = {
          segment: 'A',
          fields: {
            clearingHouseCode: line.kind === 'pix' ? 9 : 18,
            payeeName: line.name,
            companyReference: reference(line, index),
            paymentDate: line.date,
            paymentAmount: line.amount,
          },
        };
        if (line.kind === 'ted') return [a];
        const detected = detectPixKey(line.key);
        const type = detected?.type ?? 'EVP';
        // The favoured's document: the key itself when it is one, else what the ERP knows (zeros if nothing).
        const document = line.document ?? (type === 'CPF' || type === 'CNPJ' ? detected!.key : '00000000000');
        return [
          a,
          {
            segment: 'B',
            fields: {
              pixInitiation: INITIATION[type],
              payeeDocumentType: document.length === 14 ? 2 : 1,
              payeeDocument: document,
              pixKey: line.key,
            },
          },
        ];
      }
      if (line.kind === 'boleto') {
        return [
          {
            segment: 'J',
            fields: {
              barcode: line.barcode,
              payeeName: line.name,
              dueDate: line.dueDate ?? line.date,
              nominalAmount: line.amount,
              paymentDate: line.date,
              paymentAmount: line.amount,
              companyReference: reference(line, index),
            },
          },
        ];
      }
      return [
        {
          segment: 'O',
          fields: {
            barcode: line.barcode,
            utilityName: line.name,
            dueDate: line.date,
            paymentDate: line.date,
            paymentAmount: line.amount,
            companyReference: reference(line, index),
          },
        },
      ];
    });
  const batches: Cnab240Batch[] = [
    { header: header(20, 45), details: details('pix') },
    { header: header(20, 41), details: details('ted') },
    { header: header(20, 31), details: details('boleto') },
    { header: header(22, 11), details: details('utility') },
  ].filter((batch) => batch.details.length > 0);
  return writeCnab240({
    header: {
      companyDocumentType: 2,
      companyDocument: company.document,
      agreementCode: '000000000001',
      agency: company.agency,
      agencyDigit: '0',
      account: company.account,
      accountDigit: '0',
      companyName: company.name,
      bankCode: company.bankCode,
      bankName: 'Cofre',
      generationDate: generatedOn,
      generationTime: '090000',
      fileSequence: 1,
    },
    batches,
  });
}
