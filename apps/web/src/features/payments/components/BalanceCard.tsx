import { useId } from 'react';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { Link } from 'react-router';
import { PIX_PAYMENT_MESSAGES } from '@cofre/contract';
import { usePaymentsBalance } from '../api/getBalance';
import { PAYMENTS_TEXTS as T } from '../texts';
import { Money } from '../../../components/Unbreakable';

/** The statement of /financeiro (spec 4 §2 'Extrato'). */
const STATEMENT_PATH = '/financeiro';

/**
 * Spec 4 §2 'Available balance card': the available balance and when it was read, refreshed on load,
 * every 5 minutes, by hand and after every payment action; 'Erro ao carregar saldo' with a retry.
 */
export function BalanceCard() {
  const balance = usePaymentsBalance();
  const titleId = useId();
  const refetch = () => void balance.refetch();

  let content;
  if (balance.isError)
    content = (
      <Group gap="sm">
        <Text c="red" fz="sm" role="alert">
          {PIX_PAYMENT_MESSAGES.balanceLoadError}
        </Text>
        <Button variant="default" size="xs" onClick={refetch} loading={balance.isFetching}>
          {T.retry}
        </Button>
      </Group>
    );
  else if (balance.data)
    content = (
      <>
        <Text fz={28} fw={700} lh={1.2}>
          <Money cents={balance.data.available} />
        </Text>
        <Text fz="xs" c="dimmed">
          {T.balanceUpdatedAt(balance.data.updatedAt)}
        </Text>
      </>
    );
  else content = <Skeleton h={34} w={200} />;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} aria-busy={balance.isPending}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Text id={titleId} fz="sm" fw={500} c="dimmed">
            {T.balanceTitle}
          </Text>
          {content}
        </Stack>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={T.refreshBalance}
            onClick={refetch}
            loading={balance.isFetching}
          >
            <IconRefresh size={18} aria-hidden="true" />
          </ActionIcon>
          <Button component={Link} to={STATEMENT_PATH} variant="default">
            {T.statement}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
