import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { DISPUTE_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { ChargebackInstructionsModal } from './ChargebackInstructionsModal';
import { DisputeDataModal } from './DisputeDataModal';

/** A contested charge (DISPUTE) or a lost contest (CHARGEBACK) with something to tell about it. */
export const hasDisputeData = (charge: ChargeDetail) =>
  (charge.status === 'DISPUTE' || charge.status === 'CHARGEBACK') &&
  (charge.dispute !== null || charge.chargebackDeadline !== null);

/** 'Saiba mais' next to the status: the dispute's data, and from there the chargeback instructions. */
export function DisputeLearnMore({ charge }: { charge: ChargeDetail }) {
  const [opened, setOpened] = useState<'data' | 'instructions' | null>(null);
  if (!hasDisputeData(charge)) return null;
  return (
    <>
      <Anchor component="button" type="button" fz="sm" onClick={() => setOpened('data')}>
        {DISPUTE_MESSAGES.learnMore}
      </Anchor>
      <DisputeDataModal
        opened={opened === 'data'}
        charge={charge}
        onClose={() => setOpened(null)}
        onShowInstructions={() => setOpened('instructions')}
      />
      <ChargebackInstructionsModal
        opened={opened === 'instructions'}
        deadline={charge.dispute?.deadline ?? charge.chargebackDeadline}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
