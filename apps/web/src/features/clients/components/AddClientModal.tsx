import { Modal } from '@mantine/core';
import type { Client } from '@cofre/contract';
import { CLIENT_TEXTS } from '../texts';
import { ClientForm } from './ClientForm';

export interface AddClientModalProps {
  opened: boolean;
  onClose: () => void;
  /** The client the POST returned (its id is the one to select). */
  onCreated: (client: Client) => void;
}

/** The add-client form in a dialog, for forms that pick a client (spec 1 §2.7). */
export function AddClientModal({ opened, onClose, onCreated }: AddClientModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={CLIENT_TEXTS.add}
      size="xl"
      // A stray click outside must not throw away a half-filled form; 'Cancelar' and Esc close it.
      closeOnClickOutside={false}
    >
      <ClientForm
        onCancel={onClose}
        onCreated={(client) => {
          onCreated(client);
          onClose();
        }}
      />
    </Modal>
  );
}
