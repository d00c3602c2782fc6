import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { showApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useCreateSubSeller } from '../api/createSubSeller';
import { useCompanyPrefill } from '../hooks/useCompanyPrefill';
import { SUB_SELLER_TEXTS as T } from '../texts';
import { NEW_SUB_SELLER_DEFAULTS, sectionsWithErrors, subSellerFormSchema } from './formValues';
import { ProcessingDialog } from './ProcessingDialog';
import { FIELD_OF_CODE, SUB_SELLER_FIELDS } from './serverFields';
import { SubSellerFormSections, useOpenSections } from './SubSellerFormSections';

/**
 * 'Novo sub-vendedor' (spec 3 §2, §5): the four sections, checked by the contract's create schema.
 * A created one shows the 'processing' dialog; a refused request keeps everything typed, with the
 * server's errors under their fields (the section opened) and the rest as toasts.
 */
export function SubSellerForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm(subSellerFormSchema, { defaultValues: NEW_SUB_SELLER_DEFAULTS });
  const sections = useOpenSections();
  const company = useCompanyPrefill(form);
  const create = useCreateSubSeller();
  const [created, setCreated] = useState(false);

  const save = form.handleSubmit(
    async (body) => {
      try {
        await create.mutateAsync(body);
        setCreated(true);
      } catch (error) {
        const left = placeServerErrors(error, SUB_SELLER_FIELDS, FIELD_OF_CODE, form.setError);
        sections.open(sectionsWithErrors(form.formState.errors));
        if (left) showApiError(left);
      }
    },
    (errors) => sections.open(sectionsWithErrors(errors)),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={T.createTitle}>
        <Stack gap="lg">
          <SubSellerFormSections sections={sections} company={company} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {T.create}
            </Button>
          </Group>
        </Stack>
      </form>
      <ProcessingDialog opened={created} onClose={onDone} />
    </FormProvider>
  );
}
