import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CLIENT_TEXTS } from '../texts';

interface DiscardChangesDialogProps {
  opened: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** 'Cancelar' on an editor with changes asks before throwing them away. */
export function DiscardChangesDialog({ opened, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={CLIENT_TEXTS.discardQuestion}
      confirmLabel="Descartar"
      cancelLabel="Continuar editando"
      confirmColor="red"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      As alterações feitas não serão salvas.
    </ConfirmDialog>
  );
}
