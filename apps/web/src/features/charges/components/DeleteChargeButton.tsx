import { useState } from 'react';
import { Button } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useNavigate } from 'react-router';
import { canDeleteCharge, CHARGE_MESSAGES, hasAttemptInFlight, type ChargeDetail } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { showApiError, showSuccess } from '../../../lib/api';
import { useCan } from '../../../lib/permissions';
import { useDeleteCharge } from '../api/deleteCharge';
import { CHARGE_LIST_PATH } from '../links';
import { CHARGE_TEXTS } from '../texts';

/** 'Excluir cobrança' for SCHEDULED, LATE or FAILED charges (spec 1 §4), with `charges.write`; asks first. */
export function DeleteChargeButton({ charge }: { charge: ChargeDetail }) {
  const canWrite = useCan('charges.write');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCharge(charge.uuid);
  const navigate = useNavigate();
  if (!canWrite || !canDeleteCharge(charge.status) || hasAttemptInFlight(charge)) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      showSuccess(CHARGE_MESSAGES.deleted);
      void navigate(CHARGE_LIST_PATH);
    } catch (error) {
      showApiError(error);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        {CHARGE_TEXTS.deleteCharge}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={CHARGE_MESSAGES.deleteQuestion}
        confirmLabel={CHARGE_TEXTS.deleteCharge}
        cancelLabel={CHARGE_TEXTS.cancel}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {CHARGE_MESSAGES.deleteWarning}
      </ConfirmDialog>
    </>
  );
}
