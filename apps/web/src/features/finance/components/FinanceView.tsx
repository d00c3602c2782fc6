import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { FINANCE_MESSAGES } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useBalance } from '../api/getBalance';
import { FINANCE_TEXTS } from '../texts';
import { AnticipationModal } from './AnticipationModal';
import { BalanceCards } from './BalanceCards';
import { ProcessingTransfersModal } from './ProcessingTransfersModal';
import { StatementSection } from './StatementSection';
import { WithdrawalModal } from './WithdrawalModal';

/**
 * '/financeiro' for a user who may read the balance and statement (`finance.view` with
 * `view_seller_finance`). The buttons follow their capabilities: a hidden block never calls its endpoint.
 */
export function FinanceView() {
  const canWithdraw = useCan('finance.withdraw');
  const canAnticipate = useCan('finance.anticipation');
  const balance = useBalance(true);
  useLoadErrorToast(balance.errorUpdatedAt, FINANCE_MESSAGES.balanceLoadFailed);
  const [withdrawalOpen, setWithdrawalOpen] = useState(false);
  const [anticipationOpen, setAnticipationOpen] = useState(false);
  const [requestsOpen, setRequestsOpen] = useState(false);
  const data = balance.data;
  const onDemand = canAnticipate && data?.isOnDemandEnabled === true;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{FINANCE_TEXTS.title}</Title>
        <Group gap="sm">
          {onDemand && (
            <Button
              variant="default"
              onClick={() => setAnticipationOpen(true)}
              disabled={data.amountToAnticipation <= 0}
            >
              {FINANCE_MESSAGES.anticipationTitle}
            </Button>
          )}
          {canWithdraw && (
            <>
              <Button variant="default" onClick={() => setRequestsOpen(true)}>
                {FINANCE_MESSAGES.viewRequests}
              </Button>
              <Button onClick={() => setWithdrawalOpen(true)} disabled={!data}>
                {FINANCE_MESSAGES.requestWithdrawal}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <BalanceCards balance={data} />
      <StatementSection showAnticipations={data?.isOnDemandEnabled === true} />
      {canWithdraw && data && (
        <WithdrawalModal opened={withdrawalOpen} balance={data} onClose={() => setWithdrawalOpen(false)} />
      )}
      {canWithdraw && <ProcessingTransfersModal opened={requestsOpen} onClose={() => setRequestsOpen(false)} />}
      {onDemand && (
        <AnticipationModal opened={anticipationOpen} balance={data} onClose={() => setAnticipationOpen(false)} />
      )}
    </Stack>
  );
}
