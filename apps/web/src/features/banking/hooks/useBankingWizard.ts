import { useState } from 'react';
import {
  BANKING_ACCOUNT_MESSAGES,
  canSubmitBankingAccount,
  type BankingAccountView,
  type BankingDraftStep,
} from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSaveBankingDraft } from '../api/saveBankingDraft';
import { useSubmitBankingAccount } from '../api/submitBankingAccount';
import {
  ADDITIONAL_STEP,
  additionalFormSchema,
  additionalValues,
  COMPANY_STEP,
  companyFormSchema,
  companyValues,
  firstIncompleteStep,
  initialStep,
  PARTNERS_STEP,
  partnersFormSchema,
  partnersValues,
  type WizardStep,
} from '../components/formValues';
import { placeStepErrors, STEP_FIELDS } from '../components/serverFields';
import { BANKING_TEXTS as T } from '../texts';

/** The statuses whose wizard validates and saves (spec 3 §4); any other only advances. */
const EDITABLE_STATUSES: ReadonlySet<BankingAccountView['status']> = new Set(['INACTIVE', 'FAILED', 'PENDING']);

/** Whether a step's fields are locked: its lock from the server, or a status that only advances. */
export function isStepLocked(account: BankingAccountView, step: WizardStep): boolean {
  if (!EDITABLE_STATUSES.has(account.status)) return true;
  return step === COMPANY_STEP ? account.locks.company : account.locks.additionalAndPartners;
}

/**
 * The wizard's three forms and its moves. Each step has its own form, checked by the contract's
 * step schema, all kept while the seller goes back and forth (nothing typed is lost). 'Próximo'
 * validates and saves the step (PUT draft) before moving on; a locked step only moves on. On the
 * last step, 'Finalizar' saves the partners and sends the account (a PENDING one only saves them).
 */
export function useBankingWizard(account: BankingAccountView) {
  const [active, setActive] = useState<WizardStep>(() => initialStep(account));
  const company = useContractForm(companyFormSchema, { defaultValues: companyValues(account.draft.company) });
  const additional = useContractForm(additionalFormSchema, {
    defaultValues: additionalValues(account.draft.additional),
  });
  const partners = useContractForm(partnersFormSchema, { defaultValues: partnersValues(account.draft.partners) });
  const save = useSaveBankingDraft();
  const submit = useSubmitBankingAccount();
  const locked = isStepLocked(account, active);
  const canSubmit = canSubmitBankingAccount(account.status);

  /** Saves one step; a refusal puts its errors under the fields, the rest in toasts. */
  const saveStep = async (body: BankingDraftStep, place: (error: unknown) => unknown) => {
    try {
      await save.mutateAsync(body);
      return true;
    } catch (error) {
      const left = place(error);
      if (left) showApiError(left);
      return false;
    }
  };

  const send = async () => {
    try {
      await submit.mutateAsync();
      showSuccess(BANKING_ACCOUNT_MESSAGES.sent);
      setActive(COMPANY_STEP);
    } catch (error) {
      showApiError(error);
    }
  };

  const advance = () => setActive((step) => Math.min(step + 1, PARTNERS_STEP) as WizardStep);

  const steps: Record<WizardStep, () => Promise<void>> = {
    [COMPANY_STEP]: company.handleSubmit(async (values) => {
      const placed = (error: unknown) => placeStepErrors(error, 'company', STEP_FIELDS.company, company.setError);
      if (await saveStep({ step: 1, company: values }, placed)) advance();
    }),
    [ADDITIONAL_STEP]: additional.handleSubmit(async (values) => {
      const placed = (error: unknown) =>
        placeStepErrors(error, 'additional', STEP_FIELDS.additional, additional.setError);
      if (await saveStep({ step: 2, additional: values }, placed)) advance();
    }),
    [PARTNERS_STEP]: partners.handleSubmit(async (values) => {
      const fields = STEP_FIELDS.partners(values.partners.length);
      const placed = (error: unknown) => placeStepErrors(error, 'partners', fields, partners.setError);
      if (!(await saveStep({ step: 3, partners: values.partners }, placed))) return;
      if (canSubmit) await send();
      else showSuccess(T.saved);
    }),
  };

  return {
    active,
    /** Saved steps (and the first unsaved one) can be opened from the stepper. */
    reachable: firstIncompleteStep(account.draft),
    goTo: setActive,
    back: () => setActive((step) => Math.max(step - 1, COMPANY_STEP) as WizardStep),
    next: async () => {
      if (!locked) await steps[active]();
      else if (active < PARTNERS_STEP) advance();
    },
    locked,
    /** Why the step's fields cannot change: in analysis (step 1), or active (everything). */
    lockedText: account.status === 'ACTIVE' || active !== COMPANY_STEP ? T.lockedAll : T.lockedCompany,
    canSubmit,
    busy: save.isPending || submit.isPending,
    forms: { company, additional, partners },
  };
}

export type BankingWizardState = ReturnType<typeof useBankingWizard>;
