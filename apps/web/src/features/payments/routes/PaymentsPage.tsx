import { Stack, Tabs, Title } from '@mantine/core';
import { useUrlParams } from '../../../lib/useUrlParams';
import { BalanceCard } from '../components/BalanceCard';
import { PixTab } from '../components/PixTab';
import { PAYMENTS_PARAMS, readTab } from '../listParams';
import { PAYMENTS_TEXTS as T } from '../texts';

/**
 * '/pagamentos' (spec 4 §2): 'Sistema de Gerenciamento de Pagamentos', the available balance, and the
 * PIX tab (the tab's state value in the URL, '?aba=pix'). Boleto and 'Pagamento em lote' come later.
 */
export default function PaymentsPage() {
  const [params, update] = useUrlParams();
  const tab = readTab(params);
  return (
    <Stack gap="lg" maw={1280}>
      <Title order={1}>{T.pageTitle}</Title>
      <BalanceCard />
      <Tabs value={tab} onChange={(next) => next && update({ [PAYMENTS_PARAMS.tab]: next })} keepMounted={false}>
        <Tabs.List aria-label={T.tabsLabel}>
          <Tabs.Tab value="pix">{T.pixTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pix" pt="md">
          <PixTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
