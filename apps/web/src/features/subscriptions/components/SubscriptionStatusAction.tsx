import { useState } from 'react';
import { Button, Tooltip } from '@mantine/core';
import { SUBSCRIPTION_MESSAGES, type Subscription } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSetSubscriptionStatus } from '../api/setSubscriptionStatus';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

/**
 * 'Cancelar recorrência' (any status but INACTIVE) or 'Reativar recorrência' (INACTIVE), after the
 * spec's question; the call sends the opposite of the current active flag (spec 2 §4). Cancelling is
 * off, with a tooltip saying why, while an anticipation holds the receivables (the server's SUB-002);
 * the button stays focusable (aria-disabled) so keyboard users reach the tooltip too.
 */
export function SubscriptionStatusAction({ subscription }: { subscription: Subscription }) {
  const change = useSetSubscriptionStatus(subscription.uuid);
  const [asking, setAsking] = useState(false);
  const active = subscription.status !== 'INACTIVE';
  const blocked = active && subscription.anticipationHold;

  const confirm = async () => {
    try {
      const saved = await change.mutateAsync(!active);
      showSuccess(saved.status === 'INACTIVE' ? T.cancelled : T.reactivated);
    } catch (error) {
      showApiError(error);
    }
    setAsking(false);
  };

  return (
    <>
      <Tooltip label={T.anticipationHold} disabled={!blocked} multiline w={280} withArrow>
        <Button
          variant={active ? 'light' : 'filled'}
          color={active ? 'red' : undefined}
          data-disabled={blocked || undefined}
          aria-disabled={blocked}
          onClick={() => {
            if (!blocked) setAsking(true);
          }}
        >
          {active ? T.cancelSubscription : T.reactivateSubscription}
        </Button>
      </Tooltip>
      <ConfirmDialog
        opened={asking}
        title={SUBSCRIPTION_MESSAGES.statusQuestion}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        confirmColor={active ? 'red' : undefined}
        loading={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
