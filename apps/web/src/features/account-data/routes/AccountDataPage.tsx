import { Button, Stack, Tabs, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { AccountNotConfigured, useBankingAccount } from '../../banking';
import { PayoutAccountSection } from '../../payout-account';
import { useAccountPixKeys } from '../api/pixKeys';
import { AccountSummary } from '../components/AccountSummary';
import { PixKeysPanel } from '../components/PixKeysPanel';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

const PIX_KEYS_TAB = 'chaves-pix';
const PAYOUT_TAB = 'conta-de-repasse';

/** The company's CNPJ as the account's draft holds it (digits), for the CNPJ key. */
function companyDocumentOf(company: Record<string, unknown> | null | undefined): string | null {
  const document = company?.companyDocument;
  return typeof document === 'string' ? document.replace(/\D/g, '') : null;
}

/** '/dados-conta' (spec 3 §2 'Dados da Conta'): the PJ account's details and its Pix keys. */
export default function AccountDataPage() {
  const keys = useAccountPixKeys();
  const account = useBankingAccount();
  useLoadErrorToast(keys.errorUpdatedAt, T.loadFailed);

  let content;
  // The payout account is where withdrawals go, PJ account or not: shown in both cases.
  if (keys.data && !keys.data.configured)
    content = (
      <>
        <AccountNotConfigured note={T.notConfiguredNote} />
        <PayoutAccountSection />
      </>
    );
  else if (keys.data)
    content = (
      <>
        <AccountSummary />
        <Tabs defaultValue={PIX_KEYS_TAB} keepMounted={false}>
          <Tabs.List aria-label={T.tabsLabel}>
            <Tabs.Tab value={PIX_KEYS_TAB}>{T.pixKeysTab}</Tabs.Tab>
            <Tabs.Tab value={PAYOUT_TAB}>{T.payoutTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={PIX_KEYS_TAB} pt="md">
            <PixKeysPanel list={keys.data} companyDocument={companyDocumentOf(account.data?.draft.company)} />
          </Tabs.Panel>
          <Tabs.Panel value={PAYOUT_TAB} pt="md">
            <PayoutAccountSection />
          </Tabs.Panel>
        </Tabs>
      </>
    );
  else if (keys.isError)
    content = (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="default" onClick={() => void keys.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else content = <PageLoader label={T.loading} />;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{T.pageTitle}</Title>
      {content}
    </Stack>
  );
}
