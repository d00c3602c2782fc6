import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { BRAZIL, CLIENT_MESSAGES, type ZipAddress } from '@cofre/contract';
import { isApiError } from '../../../lib/api';
import { useLookupZipCode } from '../api/lookupZipCode';
import type { AddressFormValues } from '../components/formValues';

const CEP_DIGITS = 8;
const FILLED_BY_LOOKUP = ['street', 'district', 'city', 'state', 'complement', 'country'] as const;

/**
 * Fills the address from a complete CEP (spec 1 §2.7): street, district, city, state and
 * complement, and the country becomes BR. Each CEP is asked once; the one the form started with
 * is not asked at all, so opening an editor never overwrites a stored address.
 */
export function useZipAutofill() {
  const { getValues, setValue, setError, clearErrors } = useFormContext<{ address: AddressFormValues }>();
  const lookupZipCode = useLookupZipCode();
  // The CEP the fields started with counts as asked: its address is already there.
  const lastAsked = useRef<string | null>(getValues('address.zipCode'));
  const [searching, setSearching] = useState(false);

  const fill = (found: ZipAddress) => {
    const values: Partial<AddressFormValues> = {
      street: found.street,
      district: found.district,
      city: found.city,
      state: found.state.toUpperCase(),
      country: BRAZIL,
    };
    // A CEP rarely has a complement; keep what the seller typed (apto 12) when it has none.
    if (found.complement) values.complement = found.complement;
    for (const [key, value] of Object.entries(values)) {
      setValue(`address.${key as keyof AddressFormValues}`, value, { shouldDirty: true });
    }
    clearErrors(['address.zipCode', ...FILLED_BY_LOOKUP.map((key) => `address.${key}` as const)]);
  };

  return {
    searching,
    autofill: async (zipCode: string) => {
      if (zipCode.length !== CEP_DIGITS || zipCode === lastAsked.current) return;
      lastAsked.current = zipCode;
      setSearching(true);
      try {
        const found = await lookupZipCode(zipCode);
        if (getValues('address.zipCode') === zipCode) fill(found);
      } catch (error) {
        const unknownCep = isApiError(error) && error.status === 404;
        // An unavailable lookup may answer later: the same CEP can be asked again.
        if (!unknownCep) lastAsked.current = null;
        const message = unknownCep || !isApiError(error) ? CLIENT_MESSAGES.invalidZip : error.items[0].description;
        setError('address.zipCode', { type: 'lookup', message });
      } finally {
        setSearching(false);
      }
    },
  };
}
