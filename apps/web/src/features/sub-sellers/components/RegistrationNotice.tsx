import { Alert } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { SUB_SELLER_MESSAGES, type SubSeller } from '@cofre/contract';
import { SUB_SELLER_TEXTS as T } from '../texts';

/**
 * The registration's state where it asks something of the seller (spec 3 §4): PENDING says it is
 * being validated; INACTIVE gives the acquirer's reason and the hint to check the data and save,
 * which sends it again.
 */
export function RegistrationNotice({ subSeller }: { subSeller: Pick<SubSeller, 'splitStatus' | 'splitStatusReason'> }) {
  if (subSeller.splitStatus === 'PENDING') {
    return (
      <Alert color="blue" title={T.pendingNotice} icon={<IconClock size={20} aria-hidden="true" />}>
        {SUB_SELLER_MESSAGES.processing}
      </Alert>
    );
  }
  if (subSeller.splitStatus === 'INACTIVE') {
    return (
      <Alert color="red" title={T.refusedNotice} icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
        {T.refusedTooltip(subSeller.splitStatusReason, SUB_SELLER_MESSAGES.inactiveHint)}
      </Alert>
    );
  }
  return null;
}
