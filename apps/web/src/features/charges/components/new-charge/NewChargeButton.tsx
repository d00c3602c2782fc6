import { useState } from 'react';
import { Button } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import type { ClientSummary } from '@cofre/contract';
import { useCan } from '../../../../lib/permissions';
import { NEW_CHARGE_TEXTS as T } from '../../texts';
import { NewChargeModal } from './NewChargeModal';

/** 'Nova cobrança' for whoever may create charges (`charges.write`); `client` starts the form with that client. */
export function NewChargeButton({ client = null }: { client?: ClientSummary | null }) {
  const allowed = useCan('charges.write');
  const [opened, setOpened] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {T.open}
      </Button>
      {opened && <NewChargeModal opened onClose={() => setOpened(false)} client={client} />}
    </>
  );
}
