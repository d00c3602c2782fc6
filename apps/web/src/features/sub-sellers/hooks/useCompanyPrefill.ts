import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { digitsOnly, isValidBrazilianDocument, type Company } from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { useLookupCompany } from '../../clients';
import type { SubSellerFormValues } from '../components/formValues';
import { SUB_SELLER_TEXTS as T } from '../texts';

const ADDRESS_KEYS = ['zipCode', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;

/**
 * A complete, valid CNPJ asks the company registry once (GET /public/companies/{cnpj}, spec 3 §7)
 * and fills what is still empty: the name, e-mail, phone and, when none of it was typed, the whole
 * address. The hint under the field says the lookup's progress, or its failure: the seller then
 * types the data by hand.
 */
export function useCompanyPrefill({
  getValues,
  setValue,
}: Pick<UseFormReturn<SubSellerFormValues, unknown, unknown>, 'getValues' | 'setValue'>) {
  const lookupCompany = useLookupCompany();
  const lastAsked = useRef<string | null>(null);
  const [hint, setHint] = useState<string | undefined>(undefined);

  const fillIfEmpty = (name: 'name' | 'contact.email' | 'contact.phone', value: string | null) => {
    if (value && !getValues(name)) setValue(name, value, { shouldDirty: true });
  };

  const prefill = (company: Company) => {
    fillIfEmpty('name', company.name);
    fillIfEmpty('contact.email', company.email);
    fillIfEmpty('contact.phone', company.phone && digitsOnly(company.phone));
    const address = getValues('address');
    if (company.address && ADDRESS_KEYS.every((key) => !address[key])) {
      setValue('address', { ...company.address, complement: company.address.complement ?? '' }, { shouldDirty: true });
    }
  };

  const onDocumentChange = async (document: string) => {
    if (document.length !== 14 || !isValidBrazilianDocument(document, 'CNPJ')) {
      setHint(undefined);
      return;
    }
    if (document === lastAsked.current) return;
    lastAsked.current = document;
    setHint(T.companySearching);
    try {
      const company = await lookupCompany(document);
      if (lastAsked.current !== document) return; // another CNPJ was typed meanwhile
      prefill(company);
      setHint(T.companyFound);
    } catch (error) {
      if (lastAsked.current !== document) return;
      setHint(isApiError(error) ? error.items[0].description : undefined);
    }
  };

  return { hint, onDocumentChange };
}

export type CompanyPrefill = ReturnType<typeof useCompanyPrefill>;
