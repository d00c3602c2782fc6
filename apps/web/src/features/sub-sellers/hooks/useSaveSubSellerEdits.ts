import type { UseFormSetError } from 'react-hook-form';
import type { SubSeller, SubSellerCreate } from '@cofre/contract';
import { ApiError, errorMessages, isApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useResubmitSubSeller } from '../api/resubmitSubSeller';
import { useUpdateSubSellerAccount } from '../api/updateSubSellerAccount';
import { useUpdateSubSellerAddress } from '../api/updateSubSellerAddress';
import { useUpdateSubSellerContact } from '../api/updateSubSellerContact';
import { useUpdateSubSellerGeneral } from '../api/updateSubSellerGeneral';
import { changedSections, editSectionsOf, type EditSections, type SubSellerFormValues } from '../components/formValues';
import { SUB_SELLER_FIELDS } from '../components/serverFields';

export type SaveOutcome =
  | { kind: 'unchanged' }
  | { kind: 'saved' }
  /** `resubmit`: the registration could not be sent again (spec 3 §8: the URL with 'split'). */
  | { kind: 'failed'; resubmit: boolean; messages: [string, ...string[]] };

/** A partial request's body is the section itself: its 400 names 'zipCode' where the form has 'address.zipCode'. */
function inFormPaths(error: unknown, prefix: string): unknown {
  if (!prefix || !isApiError(error)) return error;
  const items = error.items.map((item) =>
    item.title && !item.title.startsWith(prefix) ? { ...item, title: `${prefix}${item.title}` } : item,
  );
  return new ApiError(error.status, items);
}

const PREFIXES: Record<keyof EditSections, string> = {
  general: '',
  address: 'address.',
  account: 'account.',
  contact: 'contact.',
};

/**
 * 'Concluir' of the detail's edit (spec 3 §4): the sections that changed, one partial request each,
 * in the spec's order (general data, address, accounts, contacts), stopping at the first refusal;
 * then, when the registration is still INACTIVE, POST …/split sends it again. A new bank account is
 * sent for registration by its own PATCH (PENDING), so it is not sent twice.
 */
export function useSaveSubSellerEdits(id: string) {
  const general = useUpdateSubSellerGeneral(id);
  const address = useUpdateSubSellerAddress(id);
  const account = useUpdateSubSellerAccount(id);
  const contact = useUpdateSubSellerContact(id);
  const resubmit = useResubmitSubSeller(id);

  return async (
    body: SubSellerCreate,
    stored: SubSeller,
    setError: UseFormSetError<SubSellerFormValues>,
  ): Promise<SaveOutcome> => {
    const changed = changedSections(body, stored);
    const sections = editSectionsOf(body);
    const steps: Record<keyof EditSections, () => Promise<SubSeller>> = {
      general: () => general.mutateAsync(sections.general),
      address: () => address.mutateAsync(sections.address),
      account: () => account.mutateAsync(sections.account),
      contact: () => contact.mutateAsync(sections.contact),
    };
    const failed = (error: unknown, isResubmit: boolean): SaveOutcome => ({
      kind: 'failed',
      resubmit: isResubmit,
      messages: errorMessages(error, (item) => item.description),
    });

    let latest = stored;
    for (const key of ['general', 'address', 'account', 'contact'] as const) {
      if (!changed.has(key)) continue;
      try {
        latest = await steps[key]();
      } catch (error) {
        placeServerErrors(inFormPaths(error, PREFIXES[key]), SUB_SELLER_FIELDS, {}, setError);
        return failed(error, false);
      }
    }
    if (latest.splitStatus === 'INACTIVE') {
      try {
        await resubmit.mutateAsync();
      } catch (error) {
        return failed(error, true);
      }
      return { kind: 'saved' };
    }
    return changed.size > 0 ? { kind: 'saved' } : { kind: 'unchanged' };
  };
}
