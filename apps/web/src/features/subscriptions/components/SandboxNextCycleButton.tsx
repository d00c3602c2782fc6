import type { Subscription } from '@cofre/contract';
import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { useSandboxControls } from '../../../lib/sandbox';
import { useSimulateNextCycle } from '../api/simulateNextCycle';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

/**
 * The sandbox's 'next cycle now' (docs/subscriptions.md): the administrator's control, as the other
 * sandbox buttons that move money; only a live (Ativo or Inadimplente) subscription has a next cycle.
 */
export function SandboxNextCycleButton({ subscription }: { subscription: Subscription }) {
  const canSimulate = useSandboxControls();
  const simulate = useSimulateNextCycle(subscription.uuid);
  if (!canSimulate || (subscription.status !== 'ACTIVE' && subscription.status !== 'DEFAULTER')) return null;
  return (
    <SandboxActionButton
      label={T.sandboxNextCycle}
      done={T.sandboxNextCycleDone}
      mutation={simulate}
      variables={undefined}
    />
  );
}
