import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BANKING_ACCOUNT_MESSAGES, digitsOnly, isValidBrazilianDocument, type Company } from '@cofre/contract';
import { useLookupCompany } from '../../clients';
import { ADDRESS_KEYS, type CompanyValues } from '../components/formValues';
import { BANKING_TEXTS as T } from '../texts';

type Form = Pick<UseFormReturn<CompanyValues, unknown, unknown>, 'getValues' | 'setValue'>;

/**
 * A complete, valid CNPJ asks the company registry once (the clients feature's lookup) and fills
 * what is still empty: the company name, the e-mail and, when none of it was typed, the whole
 * address. The hint under the field says the lookup's progress; when the registry does not know
 * the CNPJ or is down, it says so (spec 3 §8) and the seller types the data by hand.
 */
export function useCompanyPrefill({ getValues, setValue }: Form) {
  const lookupCompany = useLookupCompany();
  const lastAsked = useRef<string | null>(null);
  const [hint, setHint] = useState<string | undefined>(undefined);

  const fillIfEmpty = (name: 'companyName' | 'mail', value: string | null) => {
    if (value && !getValues(name).trim()) setValue(name, value, { shouldDirty: true, shouldValidate: true });
  };

  const prefill = (company: Company) => {
    fillIfEmpty('companyName', company.name);
    fillIfEmpty('mail', company.email);
    const address = getValues('address');
    if (company.address && ADDRESS_KEYS.every((key) => !address[key])) {
      const { zipCode, street, number, complement, district, city, state } = company.address;
      setValue(
        'address',
        { zipCode: digitsOnly(zipCode), street, number, complement: complement ?? '', district, city, state },
        { shouldDirty: true, shouldValidate: true },
      );
    }
  };

  /** Called with every change of the CNPJ (its digits). */
  const onDocumentChange = async (cnpj: string) => {
    if (cnpj.length !== 14 || !isValidBrazilianDocument(cnpj, 'CNPJ')) {
      setHint(undefined);
      return;
    }
    if (cnpj === lastAsked.current) return;
    lastAsked.current = cnpj;
    setHint(T.companySearching);
    try {
      const company = await lookupCompany(cnpj);
      if (lastAsked.current !== cnpj) return; // another CNPJ was typed meanwhile
      prefill(company);
      setHint(T.companyFound);
    } catch {
      if (lastAsked.current === cnpj) setHint(BANKING_ACCOUNT_MESSAGES.lookupFailed);
    }
  };

  return { hint, onDocumentChange };
}

export type CompanyPrefill = ReturnType<typeof useCompanyPrefill>;
