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
      confirmLabel={CLIENT_TEXTS.discard}
      cancelLabel={CLIENT_TEXTS.keepEditing}
      confirmColor="red"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      {CLIENT_TEXTS.discardWarning}
    </ConfirmDialog>
  );
}
