import { Group, Stack, Title } from '@mantine/core';
import { ChargeList } from '../components/ChargeList';
import { NewChargeButton } from '../components/new-charge/NewChargeButton';
import { CHARGE_TEXTS } from '../texts';

/** '/cobrancas': the seller's charges, filtered, sorted and paged on the server; 'Nova cobrança' in its header. */
export default function ChargeListPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{CHARGE_TEXTS.listTitle}</Title>
        <NewChargeButton />
      </Group>
      <ChargeList />
    </Stack>
  );
}
