import { useState } from 'react';
import { Modal } from '@mantine/core';
import type { ChargeDetail, ClientSummary } from '@cofre/contract';
import { businessToday } from '../../../../lib/businessDate';
import { useNarrowScreen } from '../../../../lib/useNarrowScreen';
import { NEW_CHARGE_TEXTS as T } from '../../texts';
import { NewChargeForm } from './NewChargeForm';
import { NewChargeResult } from './NewChargeResult';

interface NewChargeModalProps {
  opened: boolean;
  onClose: () => void;
  client?: ClientSummary | null;
}

/** The form, then its result, in a dialog: centred on a desktop, the whole screen on a phone. */
export function NewChargeModal({ opened, onClose, client = null }: NewChargeModalProps) {
  const narrow = useNarrowScreen();
  const [created, setCreated] = useState<ChargeDetail | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? T.createdTitle : T.title}
      size="lg"
      fullScreen={narrow}
      centered={!narrow}
      // A stray click outside must not throw away a half-filled form; 'Cancelar' and Esc close it.
      closeOnClickOutside={false}
    >
      {created ? (
        <NewChargeResult charge={created} onClose={close} />
      ) : (
        <NewChargeForm today={businessToday()} client={client} onCancel={close} onCreated={setCreated} />
      )}
    </Modal>
  );
}
