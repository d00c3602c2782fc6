import { useState } from 'react';
import { Button } from '@mantine/core';
import IconEdit from '@tabler/icons-react/dist/esm/icons/IconEdit.mjs';
import IconLink from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { canChangeCharge, canSendCharge, CHARGE_ACTION_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { showSuccess, showWarning } from '../../../../lib/api';
import { useCan } from '../../../../lib/permissions';
import { ChangeChargeModal } from './ChangeChargeModal';
import { SendChargeModal } from './SendChargeModal';
import { CHARGE_ACTION_TEXTS as T } from './texts';

/**
 * What a seller does with an open charge (docs/decisions.md, 'The everyday actions on a charge'):
 * copy the buyer's page link, send it by e-mail, change its due date or value.
 */
export function ChargeShareActions({ charge }: { charge: ChargeDetail }) {
  const canWrite = useCan('charges.write');
  const [open, setOpen] = useState<'send' | 'change' | null>(null);
  if (!canSendCharge(charge.status)) return null;
  const copyLink = () => {
    navigator.clipboard
      .writeText(charge.pageUrl)
      .then(() => showSuccess(CHARGE_ACTION_MESSAGES.linkCopied))
      .catch(() => showWarning(`${T.linkCopyFailed} ${charge.pageUrl}`));
  };
  return (
    <>
      <Button variant="default" leftSection={<IconLink size={16} aria-hidden="true" />} onClick={copyLink}>
        {T.copyLink}
      </Button>
      {canWrite && (
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          onClick={() => setOpen('send')}
        >
          {T.send}
        </Button>
      )}
      {canWrite && canChangeCharge(charge) && (
        <Button
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden="true" />}
          onClick={() => setOpen('change')}
        >
          {T.change}
        </Button>
      )}
      <SendChargeModal
        chargeId={charge.uuid}
        defaultEmail={charge.email}
        opened={open === 'send'}
        onClose={() => setOpen(null)}
      />
      {canChangeCharge(charge) && (
        <ChangeChargeModal charge={charge} opened={open === 'change'} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
