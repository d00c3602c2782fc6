import { useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { digitsOnly, isValidBrazilianDocument, normalizeDocumentNumber, type Company } from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { useLookupCompany } from '../api/lookupCompany';
import type { AddressFormValues, ClientFormValues } from '../components/formValues';

export type CompanyPrefill = ReturnType<typeof useCompanyPrefill>;

export type CompanyLookupState =
  { status: 'idle' } | { status: 'searching' } | { status: 'found' } | { status: 'failed'; message: string };

export const COMPANY_HINTS = {
  searching: 'Buscando os dados da empresa...',
  found: 'Dados preenchidos com o cadastro da empresa.',
} as const;

const ADDRESS_KEYS = ['zipCode', 'street', 'number', 'complement', 'district', 'city', 'state'] as const;

/**
 * A valid CNPJ asks the company registry once and prefills the form (spec 1 §2.7). Only empty
 * fields are filled: what the seller already typed wins over the registry, which is what a seller
 * expects when they type the name first and the CNPJ after. The address is taken whole, and only
 * when none of it was typed, so a registry address is never mixed with a typed one. A failed
 * lookup only leaves a hint under the field: the seller fills the form by hand.
 */
export function useCompanyPrefill({
  getValues,
  setValue,
}: Pick<UseFormReturn<ClientFormValues>, 'getValues' | 'setValue'>) {
  const lookupCompany = useLookupCompany();
  const lastAsked = useRef<string | null>(null);
  const [state, setState] = useState<CompanyLookupState>({ status: 'idle' });

  const fillIfEmpty = (name: FieldPath<ClientFormValues>, value: string | null) => {
    if (value && !getValues(name)) setValue(name, value, { shouldDirty: true });
  };

  const prefill = (company: Company) => {
    fillIfEmpty('contact.name', company.name);
    fillIfEmpty('contact.tradeName', company.tradeName);
    fillIfEmpty('contact.email', company.email);
    fillIfEmpty('contact.phone', company.phone && digitsOnly(company.phone));
    const address = getValues('address');
    if (company.address && ADDRESS_KEYS.every((key) => !address[key])) {
      const filled: AddressFormValues = { ...company.address, complement: company.address.complement ?? '' };
      setValue('address', filled, { shouldDirty: true });
    }
  };

  /** Called with every change of the document number. */
  const onDocumentChange = async (number: string, type: ClientFormValues['document']['documentType']) => {
    if (type !== 'CNPJ' || !isValidBrazilianDocument(number, 'CNPJ')) {
      setState((current) => (current.status === 'idle' ? current : { status: 'idle' }));
      return;
    }
    const cnpj = normalizeDocumentNumber(number, 'CNPJ');
    if (cnpj === lastAsked.current) return;
    lastAsked.current = cnpj;
    setState({ status: 'searching' });
    try {
      const company = await lookupCompany(cnpj);
      if (lastAsked.current !== cnpj) return; // the seller typed another CNPJ meanwhile
      prefill(company);
      setState({ status: 'found' });
    } catch (error) {
      if (lastAsked.current !== cnpj) return;
      const message = isApiError(error) ? error.items[0].description : '';
      setState({ status: 'failed', message });
    }
  };

  return { state, onDocumentChange };
}

/** The small text under the document field. */
export function companyHint(state: CompanyLookupState): string | undefined {
  if (state.status === 'searching') return COMPANY_HINTS.searching;
  if (state.status === 'found') return COMPANY_HINTS.found;
  if (state.status === 'failed') return state.message || undefined;
  return undefined;
}
