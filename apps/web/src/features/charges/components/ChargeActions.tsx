import { Group } from '@mantine/core';
import type { ChargeDetail } from '@cofre/contract';
import { CancellationLetterButton, RefundButton } from '../../refunds';
import { DeleteChargeButton } from './DeleteChargeButton';
import { ChargeShareActions } from './actions/ChargeShareActions';

/** The header's actions; each one decides by itself (capability and status) whether it is offered. */
export function ChargeActions({ charge }: { charge: ChargeDetail }) {
  return (
    <Group gap="sm">
      <ChargeShareActions charge={charge} />
      <CancellationLetterButton charge={charge} />
      <RefundButton charge={charge} />
      <DeleteChargeButton charge={charge} />
    </Group>
  );
}
