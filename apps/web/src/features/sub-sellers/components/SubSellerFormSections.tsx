import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { AddressFields } from '../../clients';
import type { CompanyPrefill } from '../hooks/useCompanyPrefill';
import { SUB_SELLER_TEXTS as T } from '../texts';
import { BankAccountFields } from './BankAccountFields';
import { FormSection } from './FormSection';
import type { SectionKey } from './formValues';
import { GeneralFields } from './GeneralFields';
import { SplitDefaultFields } from './SplitDefaultFields';

const ALL_OPEN: Record<SectionKey, boolean> = { general: true, address: true, split: true, bank: true };

/** Which sections are open: all at first; a refused submit opens those with errors. */
export function useOpenSections() {
  const [opened, setOpened] = useState(ALL_OPEN);
  return {
    opened,
    toggle: (key: SectionKey) => setOpened((current) => ({ ...current, [key]: !current[key] })),
    open: (keys: SectionKey[]) =>
      setOpened((current) => (keys.every((key) => current[key]) ? current : { ...current, ...openAll(keys) })),
  };
}

const openAll = (keys: SectionKey[]) => Object.fromEntries(keys.map((key) => [key, true]));

interface SubSellerFormSectionsProps {
  sections: ReturnType<typeof useOpenSections>;
  /** The new form: the document is typed (and looked up); the edit shows it locked. */
  company?: CompanyPrefill;
  /** The edit's registration status, at the top of the bank data. */
  bankStatus?: ReactNode;
}

/** The four blocks of the sub-seller form, shared by 'Novo sub-vendedor' and the detail's edit mode. */
export function SubSellerFormSections({ sections, company, bankStatus }: SubSellerFormSectionsProps) {
  const { opened, toggle } = sections;
  const editing = company === undefined;
  return (
    <Stack gap="md">
      <FormSection title={T.generalSection} opened={opened.general} onToggle={() => toggle('general')}>
        <GeneralFields
          documentLocked={editing}
          documentHint={company?.hint}
          onDocumentChange={company ? (document) => void company.onDocumentChange(document) : undefined}
        />
      </FormSection>
      <FormSection title={T.addressSection} opened={opened.address} onToggle={() => toggle('address')}>
        {/* Spec 3 §5: the CEP is looked up when the field is left; states are 2 letters. */}
        <AddressFields lookupOn="blur" stateMaxLength={2} />
      </FormSection>
      <FormSection title={T.splitSection} opened={opened.split} onToggle={() => toggle('split')}>
        <SplitDefaultFields confirmTypeChange={editing} />
      </FormSection>
      <FormSection title={T.bankSection} opened={opened.bank} onToggle={() => toggle('bank')}>
        <Stack gap="md">
          {bankStatus}
          <BankAccountFields />
        </Stack>
      </FormSection>
    </Stack>
  );
}
