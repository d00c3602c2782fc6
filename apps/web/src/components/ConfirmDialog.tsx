import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { COMMON_TEXTS } from './texts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** A sentence under the title, or richer content (a list of changes). */
  children?: ReactNode;
  confirmLabel: string;
  /**
   * The button that closes without acting: 'Voltar' unless the question asks for a yes/no. Never
   * 'Cancelar', which reads like the action when the action cancels something ('Cancelar nota fiscal').
   */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on the confirm button while the confirmed action runs. */
  loading?: boolean;
  confirmColor?: string;
}

/** A yes/no question before an action that cannot be taken back, or that sends something. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = COMMON_TEXTS.back,
  onConfirm,
  onCancel,
  loading = false,
  confirmColor,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onCancel} title={title} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
