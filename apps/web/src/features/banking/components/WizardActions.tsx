import { Button, Group } from '@mantine/core';
import { COMPANY_STEP, PARTNERS_STEP } from './formValues';
import type { BankingWizardState } from '../hooks/useBankingWizard';
import { BANKING_TEXTS as T } from '../texts';

/**
 * 'Voltar', and 'Próximo' (the form's submit: Enter moves on too) or, on the last step,
 * 'Finalizar'; a PENDING account's last step only saves its changes, an ACTIVE one has nothing to send.
 */
export function WizardActions({ wizard }: { wizard: BankingWizardState }) {
  const last = wizard.active === PARTNERS_STEP;
  const primary = !last ? T.next : wizard.locked ? null : wizard.canSubmit ? T.finish : T.saveChanges;
  return (
    <Group justify="space-between" gap="sm">
      {wizard.active === COMPANY_STEP ? (
        // Keeps the primary button on the right.
        <span />
      ) : (
        <Button type="button" variant="default" onClick={wizard.back} disabled={wizard.busy}>
          {T.back}
        </Button>
      )}
      {primary && (
        // Distinct keys: a button replaced mid-click by another must not submit twice.
        <Button key={primary} type="submit" loading={wizard.busy}>
          {primary}
        </Button>
      )}
    </Group>
  );
}
