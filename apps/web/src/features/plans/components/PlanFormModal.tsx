import { Modal } from '@mantine/core';
import type { Plan } from '@cofre/contract';
import { PLANS_TEXTS } from '../texts';
import { PlanForm } from './PlanForm';

export interface PlanFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The plan the POST returned (its id is the one to select). */
  onSaved: (plan: Plan) => void;
}

/** The new-plan form in a dialog, with 'Salvar' and 'Cancelar' (spec 2 §2), for forms that pick a plan. */
export function PlanFormModal({ opened, onClose, onSaved }: PlanFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={PLANS_TEXTS.modalTitle}
      size="xl"
      // A stray click outside must not throw away a half-filled form; 'Cancelar' and Esc close it.
      closeOnClickOutside={false}
    >
      <PlanForm
        submitLabel={PLANS_TEXTS.save}
        onCancel={onClose}
        onSaved={(plan) => {
          onSaved(plan);
          onClose();
        }}
      />
    </Modal>
  );
}
