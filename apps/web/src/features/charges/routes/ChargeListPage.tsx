import { Stack, Title } from '@mantine/core';
import { ChargeList } from '../components/ChargeList';
import { CHARGE_TEXTS } from '../texts';

/** '/cobrancas': the seller's charges, filtered, sorted and paged on the server. */
export default function ChargeListPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{CHARGE_TEXTS.listTitle}</Title>
      <ChargeList />
    </Stack>
  );
}
