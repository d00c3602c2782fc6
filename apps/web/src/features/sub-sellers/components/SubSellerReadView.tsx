import { Stack } from '@mantine/core';
import { formatDate, formatPhone, formatPixKey, PIX_KEY_TYPE_LABELS, type SubSeller } from '@cofre/contract';
import { DetailList, type DetailItem } from '../../../components/DetailList';
import { DetailSection } from '../../../components/DetailSection';
import { AddressView } from '../../clients';
import { ACCOUNT_TYPE_LABELS, SPLIT_TYPE_LABELS, SUB_SELLER_TEXTS as T } from '../texts';
import { formatSplitValue } from './splitValue';
import { SplitStatusBadge } from './SplitStatusBadge';
import { DocumentNumber } from '../../../components/Unbreakable';

const dateOf = (value: string | null) => (value ? formatDate(value) : null);

function generalItems(subSeller: SubSeller): DetailItem[] {
  const company = subSeller.documentType === 'CNPJ';
  const common: DetailItem[] = [
    { label: T.document, value: <DocumentNumber value={subSeller.document} /> },
    { label: company ? T.companyName : T.personName, value: subSeller.name },
    { label: T.email, value: subSeller.contact.email },
    { label: T.phone, value: formatPhone('55', subSeller.contact.phone) },
  ];
  if (!company) return [...common, { label: T.birthdate, value: dateOf(subSeller.birthdate) }];
  return [
    ...common,
    { label: T.openingDate, value: dateOf(subSeller.openingDate) },
    { label: T.ownerName, value: subSeller.ownerName },
    { label: T.ownerDocument, value: subSeller.ownerDocument && <DocumentNumber value={subSeller.ownerDocument} /> },
    { label: T.description, value: subSeller.description },
  ];
}

/** The detail's read mode (spec 3 §2): general data, default split, address and bank data with the status badge. */
export function SubSellerReadView({ subSeller }: { subSeller: SubSeller }) {
  const { account } = subSeller;
  return (
    <Stack gap="md">
      <DetailSection title={T.generalSection}>
        <DetailList items={generalItems(subSeller)} />
      </DetailSection>
      <DetailSection title={T.splitSection}>
        <DetailList
          items={[
            { label: T.splitType, value: SPLIT_TYPE_LABELS[subSeller.paymentType] },
            {
              label: subSeller.paymentType === 'FIXED' ? T.splitValue : T.splitPercentage,
              value: formatSplitValue(subSeller.paymentType, subSeller.paymentValue),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={T.addressSection}>
        <AddressView address={subSeller.address} />
      </DetailSection>
      <DetailSection
        title={T.bankSection}
        actions={<SplitStatusBadge status={subSeller.splitStatus} reason={subSeller.splitStatusReason} />}
      >
        <DetailList
          items={[
            { label: T.bank, value: T.bankOf(account.bank, account.bankName) },
            { label: T.issuer, value: T.agencyOf(account.issuer, account.issuerDigit) },
            { label: T.accountNumber, value: T.accountOf(account.number, account.bankDigit) },
            { label: T.accountType, value: ACCOUNT_TYPE_LABELS[account.accountType] },
            { label: T.pixKeyType, value: PIX_KEY_TYPE_LABELS[account.pixKeyType] },
            { label: T.pixKey, value: formatPixKey(account.pixKeyType, account.pixKey) },
          ]}
        />
      </DetailSection>
    </Stack>
  );
}
