import { Button, Group } from '@mantine/core';
import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { canTransition, DISPUTE_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSandboxControls } from '../../../lib/sandbox';
import { useOpenDispute } from '../api/openDispute';
import { useResolveDispute, type DisputeOutcome } from '../api/resolveDispute';
import { DISPUTE_TEXTS } from '../texts';

/** The card network's side of a dispute, in the sandbox: a paid card charge is contested once. */
export const canSimulateDispute = (charge: ChargeDetail) =>
  charge.paymentMethod === 'CREDIT_CARD' && canTransition(charge.status, 'DISPUTE') && charge.dispute === null;

const RESOLVED: Record<DisputeOutcome, string> = { win: DISPUTE_TEXTS.disputeWon, lose: DISPUTE_TEXTS.disputeLost };
const OUTCOMES: ReadonlyArray<{ outcome: DisputeOutcome; label: string }> = [
  { outcome: 'win', label: DISPUTE_MESSAGES.win },
  { outcome: 'lose', label: DISPUTE_MESSAGES.lose },
];

/**
 * Sandbox buttons, when `useSandboxControls` offers them: 'Simular contestação' on a paid card charge; on a DISPUTE
 * charge, the win and the loss of the dispute.
 */
export function SandboxDisputeButtons({ charge }: { charge: ChargeDetail }) {
  const canSimulate = useSandboxControls();
  const open = useOpenDispute(charge.uuid);
  const resolve = useResolveDispute(charge.uuid);
  if (!canSimulate) return null;

  if (canSimulateDispute(charge)) {
    return (
      <SandboxActionButton
        label={DISPUTE_MESSAGES.open}
        done={DISPUTE_TEXTS.disputeOpened}
        mutation={open}
        variables={undefined}
      />
    );
  }
  if (charge.status !== 'DISPUTE') return null;

  const decide = (outcome: DisputeOutcome) =>
    resolve.mutate(outcome, {
      onSuccess: () => showSuccess(RESOLVED[outcome]),
      onError: (error) => showApiError(error),
    });
  return (
    <Group gap={4}>
      {OUTCOMES.map(({ outcome, label }) => (
        <Button
          key={outcome}
          variant="subtle"
          size="xs"
          color="gray"
          loading={resolve.isPending && resolve.variables === outcome}
          disabled={resolve.isPending}
          onClick={() => decide(outcome)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
