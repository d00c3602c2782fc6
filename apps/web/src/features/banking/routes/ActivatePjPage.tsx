import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useBankingAccount } from '../api/bankingAccount';
import { AccountStatusBadge } from '../components/AccountStatusBadge';
import { BankingAccountScreen } from '../components/BankingAccountScreen';
import { BANKING_TEXTS as T } from '../texts';

/** '/ativar-pj' (spec 3 §2 'Ativar Conta PJ'): the account's status and its three-step wizard. */
export default function ActivatePjPage() {
  const account = useBankingAccount();
  useLoadErrorToast(account.errorUpdatedAt, T.loadFailed);

  let content;
  if (account.data) content = <BankingAccountScreen account={account.data} />;
  else if (account.isError)
    content = (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="default" onClick={() => void account.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else content = <PageLoader label={T.loading} />;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{T.title}</Title>
          {account.data && (
            <AccountStatusBadge status={account.data.status} kycAnalysisResult={account.data.kycAnalysisResult} />
          )}
        </Group>
        {account.data?.status !== 'ACTIVE' && (
          <Text c="dimmed" fz="sm">
            {T.intro}
          </Text>
        )}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
        {content}
      </Paper>
    </Stack>
  );
}
