import { Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { isCompanyDocument } from '../documentLabels';
import { companyHint, type CompanyPrefill } from '../hooks/useCompanyPrefill';
import { ContactFields } from './ContactFields';
import { DocumentFields } from './DocumentFields';
import type { ClientFormValues } from './formValues';

/** Step 1 of the add form: the document (with the company lookup) and the contact. */
export function IdentificationStep({ lookup }: { lookup: CompanyPrefill }) {
  const { control } = useFormContext<ClientFormValues>();
  const documentType = useWatch({ control, name: 'document.documentType' });
  return (
    <Stack gap="md">
      <DocumentFields
        hint={companyHint(lookup.state)}
        onNumberChange={(number, type) => void lookup.onDocumentChange(number, type)}
      />
      <ContactFields isCompany={isCompanyDocument(documentType)} />
    </Stack>
  );
}
