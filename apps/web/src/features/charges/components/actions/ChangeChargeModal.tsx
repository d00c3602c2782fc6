import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { chargeChangeSchema, CHARGE_ACTION_MESSAGES, type ChargeDetail } from '@cofre/contract';
import { MoneyInput } from '../../../../components/MoneyInput';
import { isApiError, showApiError, showSuccess } from '../../../../lib/api';
import { useContractForm } from '../../../../lib/form';
import { DateField } from '../../../../components/DateField';
import { useChangeCharge } from '../../api/chargeActions';
import { CHARGE_ACTION_TEXTS as T } from './texts';

/** The server's refusals that belong to one field: shown under it, not as a toast. */
const FIELD_OF_CODE: Record<string, 'expirationDate' | 'value'> = {
  'CHG-006': 'expirationDate',
  'CHG-031': 'expirationDate',
  'CHG-020': 'value',
  'CHG-021': 'value',
};

interface ChangeChargeModalProps {
  charge: ChargeDetail;
  opened: boolean;
  onClose: () => void;
}

/** 'Alterar cobrança': a new due date and/or value; only what differs from the charge is sent. */
export function ChangeChargeModal({ charge, opened, onClose }: ChangeChargeModalProps) {
  const change = useChangeCharge(charge.uuid);
  const current = { expirationDate: charge.expirationDate, value: charge.value };
  const form = useContractForm(chargeChangeSchema, { defaultValues: current });
  const close = () => {
    form.reset(current);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        expirationDate: values.expirationDate !== charge.expirationDate ? values.expirationDate : undefined,
        value: values.value !== charge.value ? values.value : undefined,
      });
      showSuccess(CHARGE_ACTION_MESSAGES.changed);
      onClose();
    } catch (failure) {
      const item = isApiError(failure) ? failure.items[0] : undefined;
      const field = item && FIELD_OF_CODE[item.code];
      if (item && field) form.setError(field, { type: 'server', message: item.description });
      else showApiError(failure);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={T.changeTitle} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            <Text fz="sm">{T.changeIntro}</Text>
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="expirationDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={T.newDueDate}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="value"
              render={({ field, fieldState }) => (
                <MoneyInput
                  label={T.newValue}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? 0}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
