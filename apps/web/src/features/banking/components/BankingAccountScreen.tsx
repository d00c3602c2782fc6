import { Stack } from '@mantine/core';
import type { BankingAccountView } from '@cofre/contract';
import { useBankingWizard } from '../hooks/useBankingWizard';
import { AccountStatusPanel } from './AccountStatusPanel';
import { BankingWizard } from './BankingWizard';

/** The account's state (in analysis, refused, active) above the wizard it was filled with. */
export function BankingAccountScreen({ account }: { account: BankingAccountView }) {
  const wizard = useBankingWizard(account);
  return (
    <Stack gap="lg">
      <AccountStatusPanel account={account} activeStep={wizard.active} onGoToStep={wizard.goTo} />
      <BankingWizard wizard={wizard} />
    </Stack>
  );
}
