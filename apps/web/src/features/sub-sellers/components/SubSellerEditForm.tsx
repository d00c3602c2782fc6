import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SubSeller } from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { SUB_SELLERS_PATH } from '../links';
import { SUB_SELLER_TEXTS as T } from '../texts';
import { ActiveToggle } from './ActiveToggle';
import { formValuesOf, sectionsWithErrors, subSellerFormSchema } from './formValues';
import { SaveResultDialog } from './SaveResultDialog';
import { SplitStatusBadge } from './SplitStatusBadge';
import { SubSellerFormSections, useOpenSections } from './SubSellerFormSections';
import { useSaveSubSellerEdits, type SaveOutcome } from '../hooks/useSaveSubSellerEdits';

interface SubSellerEditFormProps {
  /** The stored sub-seller, refreshed by each answer: what the next 'Concluir' compares with. */
  subSeller: SubSeller;
  onDone: () => void;
}

/**
 * The detail's edit mode (spec 3 §2, §4, §5): the creation's sections with the document locked,
 * the same rules (the contract's create schema), 'Cancelar' and 'Concluir', and the activate or
 * deactivate button.
 */
export function SubSellerEditForm({ subSeller, onDone }: SubSellerEditFormProps) {
  const form = useContractForm(subSellerFormSchema, { defaultValues: formValuesOf(subSeller) });
  const sections = useOpenSections();
  const saveEdits = useSaveSubSellerEdits(subSeller.id);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const navigate = useNavigate();

  const save = form.handleSubmit(
    async (body) => {
      const result = await saveEdits(body, subSeller, form.setError);
      if (result.kind === 'unchanged') return onDone();
      if (result.kind === 'failed') sections.open(sectionsWithErrors(form.formState.errors));
      setOutcome(result);
    },
    (errors) => sections.open(sectionsWithErrors(errors)),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={T.edit}>
        <Stack gap="lg">
          <SubSellerFormSections
            sections={sections}
            bankStatus={<SplitStatusBadge status={subSeller.splitStatus} reason={subSeller.splitStatusReason} />}
          />
          <Group justify="space-between" gap="sm">
            <ActiveToggle subSeller={subSeller} />
            <Group gap="sm" ml="auto">
              <Button variant="default" onClick={onDone}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {T.done}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <SaveResultDialog
        outcome={outcome}
        onSaved={onDone}
        onKeepEditing={() => setOutcome(null)}
        onBackToList={() => void navigate(SUB_SELLERS_PATH)}
      />
    </FormProvider>
  );
}
