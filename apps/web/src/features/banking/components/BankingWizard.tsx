import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Stack, Stepper, Title } from '@mantine/core';
import { BANKING_ACCOUNT_MESSAGES as M } from '@cofre/contract';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import type { BankingWizardState } from '../hooks/useBankingWizard';
import { BANKING_TEXTS as T } from '../texts';
import { AdditionalStep } from './AdditionalStep';
import { CompanyStep } from './CompanyStep';
import { ADDITIONAL_STEP, COMPANY_STEP, PARTNERS_STEP, type WizardStep } from './formValues';
import { PartnersStep } from './PartnersStep';
import { WizardActions } from './WizardActions';

const STEPS: readonly WizardStep[] = [COMPANY_STEP, ADDITIONAL_STEP, PARTNERS_STEP];

/**
 * The three steps of spec 3 §2 in a stepper. On a phone the stepper shows the numbers only and the
 * current step's title is written above its fields. Moving to another step brings the stepper back
 * into view (a long step leaves the seller at its bottom).
 */
export function BankingWizard({ wizard }: { wizard: BankingWizardState }) {
  const narrow = useNarrowScreen();
  const top = useRef<HTMLFormElement>(null);
  const shown = useRef(wizard.active);
  const { forms, active } = wizard;

  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [active]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!wizard.busy) void wizard.next();
  };

  const content: Record<WizardStep, ReactNode> = {
    [COMPANY_STEP]: <CompanyStep form={forms.company} locked={wizard.locked} lockedText={wizard.lockedText} />,
    [ADDITIONAL_STEP]: <AdditionalStep form={forms.additional} locked={wizard.locked} lockedText={wizard.lockedText} />,
    [PARTNERS_STEP]: <PartnersStep form={forms.partners} locked={wizard.locked} lockedText={wizard.lockedText} />,
  };

  return (
    <form ref={top} onSubmit={submit} noValidate aria-label={T.wizardLabel} style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <Stepper
          active={active}
          onStepClick={(step) => wizard.goTo(step as WizardStep)}
          size="sm"
          iconSize={narrow ? 32 : undefined}
        >
          {STEPS.map((step) => (
            <Stepper.Step
              key={step}
              label={narrow ? undefined : M.steps[step]}
              description={narrow ? undefined : T.stepDescriptions[step]}
              aria-label={M.steps[step]}
              allowStepSelect={step <= wizard.reachable && step !== active}
            >
              <Stack gap="md">
                {narrow && (
                  <Title order={2} fz="lg">
                    {M.steps[step]}
                  </Title>
                )}
                {content[step]}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        <WizardActions wizard={wizard} />
      </Stack>
    </form>
  );
}
