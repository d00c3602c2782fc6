import { Stack, Tabs, Title } from '@mantine/core';
import { useUrlParams } from '../../../lib/useUrlParams';
import { BalanceCard } from '../components/BalanceCard';
import { BatchTab } from '../components/BatchTab';
import { BoletoTab } from '../components/BoletoTab';
import { PixTab } from '../components/PixTab';
import { LIST_PARAMS_CLEARED, PAYMENTS_PARAMS, readTab } from '../listParams';
import { PAYMENTS_TEXTS as T } from '../texts';

/**
 * '/pagamentos' (spec 4 §2): 'Sistema de Gerenciamento de Pagamentos', the available balance, and the
 * PIX, Boleto and 'Pagamento em lote' tabs (the tab's state value in the URL, '?aba=boleto',
 * '?aba=lote'; PIX by default). Each tab's list starts unfiltered.
 */
export default function PaymentsPage() {
  const [params, update] = useUrlParams();
  const tab = readTab(params);
  return (
    <Stack gap="lg" maw={1280}>
      <Title order={1}>{T.pageTitle}</Title>
      <BalanceCard />
      <Tabs
        value={tab}
        onChange={(next) => next && next !== tab && update({ ...LIST_PARAMS_CLEARED, [PAYMENTS_PARAMS.tab]: next })}
        keepMounted={false}
      >
        <Tabs.List aria-label={T.tabsLabel}>
          <Tabs.Tab value="pix">{T.pixTab}</Tabs.Tab>
          <Tabs.Tab value="boleto">{T.boletoTab}</Tabs.Tab>
          <Tabs.Tab value="lote">{T.batchTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pix" pt="md">
          <PixTab />
        </Tabs.Panel>
        <Tabs.Panel value="boleto" pt="md">
          <BoletoTab />
        </Tabs.Panel>
        <Tabs.Panel value="lote" pt="md">
          <BatchTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
