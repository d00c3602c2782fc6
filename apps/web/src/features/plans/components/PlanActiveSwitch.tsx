import { useState } from 'react';
import { Box, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PLAN_MESSAGES, type Plan } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useSetPlanActive } from '../api/setPlanActive';
import { PLANS_TEXTS } from '../texts';

/** A row's active switch: toggled without confirmation (spec 2 §4), the new state shown at once. */
export function PlanActiveSwitch({ plan }: { plan: Plan }) {
  const setActive = useSetPlanActive();
  const [pending, setPending] = useState<boolean | null>(null);

  const toggle = async (active: boolean) => {
    setPending(active);
    try {
      await setActive.mutateAsync({ id: plan.id, active });
      showSuccess(PLAN_MESSAGES.updated);
    } catch {
      notifications.show({ color: 'red', message: PLAN_MESSAGES.updateFailed });
    } finally {
      setPending(null);
    }
  };

  return (
    // The row opens the plan on a click: a click on the switch (its track is a label) stays here.
    <Box onClick={(event) => event.stopPropagation()}>
      <Switch
        aria-label={PLANS_TEXTS.activeLabel(plan.title)}
        checked={pending ?? plan.active}
        disabled={pending !== null}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
    </Box>
  );
}
