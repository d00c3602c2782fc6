import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LINK_MESSAGES } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { PAYMENT_LINKS_PATH } from '../links';
import { isReadyToCreate, type LinkFormValues } from './linkForm';

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** The edit page's delete (it asks its own question). */
  onDelete?: () => void;
}

/**
 * 'Cancelar' (asks first: everything typed is lost), the delete of the edit page, and the submit,
 * off until the link has what it needs.
 */
export function FormActions({ submitLabel, pending, onDelete }: FormActionsProps) {
  // Watched here, not in the form: a keystroke re-renders these buttons, not every section.
  const values = useWatch({ control: useFormContext<LinkFormValues>().control }) as LinkFormValues;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {onDelete && (
          <Button
            variant="subtle"
            color="red"
            mr="auto"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
          >
            {T.deleteLink}
          </Button>
        )}
        <Button variant="default" onClick={() => setAsking(true)}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={!isReadyToCreate(values)} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={LINK_MESSAGES.cancelQuestion}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        onConfirm={() => void navigate(PAYMENT_LINKS_PATH)}
        onCancel={() => setAsking(false)}
      >
        {LINK_MESSAGES.cancelWarning}
      </ConfirmDialog>
    </>
  );
}
