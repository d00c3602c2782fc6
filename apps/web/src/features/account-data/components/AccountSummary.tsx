import { Button, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { useBankingAccount } from '../../banking';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

/** The ACTIVE account's bank, agency and account number, at the top of the screen. */
export function AccountSummary() {
  const view = useBankingAccount();
  const account = view.data?.account;
  if (view.isError && !view.data)
    return (
      <Paper withBorder radius="md" p="md">
        <EmptyState
          compact
          title={T.loadFailed}
          action={
            <Button size="xs" variant="default" onClick={() => void view.refetch()}>
              {T.retry}
            </Button>
          }
        />
      </Paper>
    );
  const items = [
    { label: T.bank, value: account?.bankCode },
    { label: T.agency, value: account?.agency },
    { label: T.account, value: account ? T.accountNumber(account.number, account.digit) : undefined },
  ];
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label={T.accountTitle}>
      <SimpleGrid component="dl" cols={3} spacing="md" m={0} maw={560}>
        {items.map((item) => (
          <div key={item.label}>
            <Text component="dt" fz="xs" c="dimmed">
              {item.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={700}
              fz={{ base: 'md', sm: 'lg' }}
              ff="monospace"
              style={{ whiteSpace: 'nowrap' }}
            >
              {view.data ? (item.value ?? '—') : <Skeleton h={24} w={80} />}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
