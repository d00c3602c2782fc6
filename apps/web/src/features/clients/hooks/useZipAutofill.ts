import { useRef, useState } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { BRAZIL, CLIENT_MESSAGES, type ZipAddress } from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { useLookupZipCode } from '../api/lookupZipCode';

const CEP_DIGITS = 8;

/**
 * Fills an address (`prefix`: 'address', or 'partners.1.address' in the PJ wizard) from a complete
 * CEP (spec 1 §2.7): street, district, city, state and complement, and the country becomes BR where
 * the form has one (`withCountry`; the PJ account's country is fixed). Each CEP is asked once; the
 * one the form started with is not asked at all, so opening an editor never overwrites a stored
 * address.
 */
export function useZipAutofill(prefix = 'address', { withCountry = true } = {}) {
  const { getValues, setValue, setError, clearErrors } = useFormContext<FieldValues>();
  const lookupZipCode = useLookupZipCode();
  const path = (key: string) => `${prefix}.${key}` as Path<FieldValues>;
  // The CEP the fields started with counts as asked: its address is already there.
  const lastAsked = useRef<string | null>(getValues(path('zipCode')) as string | null);
  const [searching, setSearching] = useState(false);

  const fill = (found: ZipAddress) => {
    const values: Record<string, string> = {
      street: found.street,
      district: found.district,
      city: found.city,
      state: found.state.toUpperCase(),
    };
    if (withCountry) values.country = BRAZIL;
    // A CEP rarely has a complement; keep what the seller typed (apto 12) when it has none.
    if (found.complement) values.complement = found.complement;
    for (const [key, value] of Object.entries(values)) setValue(path(key), value, { shouldDirty: true });
    clearErrors(['zipCode', 'complement', ...Object.keys(values)].map(path));
  };

  return {
    searching,
    autofill: async (zipCode: string) => {
      if (zipCode.length !== CEP_DIGITS || zipCode === lastAsked.current) return;
      lastAsked.current = zipCode;
      setSearching(true);
      try {
        const found = await lookupZipCode(zipCode);
        if (getValues(path('zipCode')) === zipCode) fill(found);
      } catch (error) {
        const unknownCep = isApiError(error) && error.status === 404;
        // An unavailable lookup may answer later: the same CEP can be asked again.
        if (!unknownCep) lastAsked.current = null;
        const message = unknownCep || !isApiError(error) ? CLIENT_MESSAGES.invalidZip : error.items[0].description;
        setError(path('zipCode'), { type: 'lookup', message });
      } finally {
        setSearching(false);
      }
    },
  };
}
