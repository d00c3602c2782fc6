import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ACCOUNT_TYPE_LABELS, ERRORS, type PayoutAccount } from '@cofre/contract';
import { DocumentNumber } from '../../../components/Unbreakable';
import { useBankLabel } from '../../../lib/banks';
import { FINANCE_TEXTS } from '../texts';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

const withDigit = (number: string, digit: string | null) => (digit ? `${number}-${digit}` : number);

/** Where the withdrawal goes; `null` is a seller without one (the server refuses with FIN-003). */
export function PayoutAccountDetails({ account }: { account: PayoutAccount | null | undefined }) {
  const bank = useBankLabel(account?.bankCode);
  if (account === undefined) return <Skeleton h={64} />;
  if (account === null)
    return (
      <Text fz="sm" c="red">
        {ERRORS['FIN-003']}
      </Text>
    );
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={FINANCE_TEXTS.payoutAccount}>
      <Text fz="sm" fw={600} mb="xs">
        {FINANCE_TEXTS.payoutAccount}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <Field label={FINANCE_TEXTS.bank} value={bank} />
        <Field label={FINANCE_TEXTS.agency} value={withDigit(account.agency, account.agencyDigit)} />
        <Field label={FINANCE_TEXTS.account} value={withDigit(account.account, account.accountDigit)} />
        <Field label={FINANCE_TEXTS.accountType} value={ACCOUNT_TYPE_LABELS[account.accountType]} />
        <Field
          label={FINANCE_TEXTS.holder}
          value={
            <>
              {account.holderName} · <DocumentNumber value={account.holderDocument} />
            </>
          }
        />
      </SimpleGrid>
    </Paper>
  );
}
