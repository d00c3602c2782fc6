import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClockShield } from '@tabler/icons-react';
import { DetailList } from '../../../components/DetailList';
import { DocumentNumber } from '../../../components/Unbreakable';
import { useCan } from '../../../lib/permissions';
import { usePayoutAccount } from '../api/payoutAccount';
import { bankLabel, useBanks } from '../../../lib/banks';
import { PAYOUT_ACCOUNT_TEXTS as T } from '../texts';
import { PayoutAccountForm } from './PayoutAccountForm';

/**
 * 'Conta de repasse' (issue 36): where withdrawals go, and the change an administrator makes, with
 * the authenticator code when two-factor is on. The screen says the 24 h hold before it happens and
 * when it ends after.
 */
export function PayoutAccountSection() {
  const view = usePayoutAccount();
  const banks = useBanks();
  const canChange = useCan('settings.banking');
  const [editing, setEditing] = useState(false);

  if (view.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="sm" />
        <Text fz="sm">{T.loading}</Text>
      </Group>
    );
  }
  if (view.isError) {
    return (
      <Alert color="red" title={T.loadFailed}>
        <Button variant="default" size="xs" onClick={() => void view.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  const { account, withdrawalsFrom, stepUpRequired } = view.data;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payout-account-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="payout-account-title">
            {T.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {T.intro}
          </Text>
        </div>
        {withdrawalsFrom && (
          <Alert color="yellow" icon={<IconClockShield size={18} />}>
            {T.heldUntil(withdrawalsFrom)}
          </Alert>
        )}
        {editing ? (
          <PayoutAccountForm current={account} stepUpRequired={stepUpRequired} onClose={() => setEditing(false)} />
        ) : (
          <>
            {account ? (
              <DetailList
                items={[
                  { label: T.bank, value: bankLabel(account.bankCode, banks.data) },
                  { label: T.agency, value: T.withDigit(account.agency, account.agencyDigit) },
                  { label: T.account, value: T.withDigit(account.account, account.accountDigit) },
                  { label: T.accountType, value: T.accountTypeLabel(account.accountType) },
                  {
                    label: T.holder,
                    value: (
                      <>
                        {account.holderName} (<DocumentNumber value={account.holderDocument} />)
                      </>
                    ),
                  },
                ]}
              />
            ) : (
              <Text fz="sm">{T.none}</Text>
            )}
            <Text fz="sm" c="dimmed">
              {T.hold}
            </Text>
            {canChange && (
              <Group justify="flex-end">
                <Button onClick={() => setEditing(true)}>{T.change}</Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
