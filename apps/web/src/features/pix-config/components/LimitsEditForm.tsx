import { useEffect, useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { PIX_LIMIT_PERIOD_LABELS, type PixLimit, type PixLimitsUpdate } from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useUpdatePixLimits } from '../api/updatePixLimits';
import { PIX_CONFIG_TEXTS as T } from '../texts';
import { LimitCard } from './LimitCard';
import { LimitsConfirmModal } from './LimitsConfirmModal';
import { FIELD_OF, LIMIT_FIELDS, limitsFormSchema, limitsFormValues } from './limitsForm';

interface LimitsEditFormProps {
  limits: readonly PixLimit[];
  /** A change is waiting (a refusal found one): nothing can be saved until it is done or cancelled. */
  locked: boolean;
  /** Saved, or given up: back to read mode. */
  onClose: () => void;
}

/**
 * Edit mode (spec 3 §4, §5): the two limits in money inputs, checked by the contract; Salvar is off
 * while either is empty, then asks for confirmation. A refusal keeps what was typed.
 */
export function LimitsEditForm({ limits, locked, onClose }: LimitsEditFormProps) {
  const update = useUpdatePixLimits();
  const [asking, setAsking] = useState<PixLimitsUpdate | null>(null);
  const form = useContractForm(limitsFormSchema, { defaultValues: limitsFormValues(limits), mode: 'onChange' });
  const [day, night] = useWatch({ control: form.control, name: ['day', 'night'] });
  const empty = day === null || night === null;
  // Editar puts the keyboard where the editing starts.
  const { setFocus } = form;
  useEffect(() => setFocus('day'), [setFocus]);

  const save = (request: PixLimitsUpdate) =>
    update.mutate(request, {
      onSuccess: () => {
        showSuccess(T.saved);
        onClose();
      },
      onError: (error) => {
        setAsking(null);
        const left = placeServerErrors(error, LIMIT_FIELDS, {}, form.setError);
        if (left) showApiError(left);
      },
    });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(setAsking)(event)}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {limits.map((limit) => (
            <LimitCard key={limit.period} limit={limit}>
              <Controller
                control={form.control}
                name={FIELD_OF[limit.period]}
                render={({ field, fieldState }) => (
                  <MoneyInput
                    ref={field.ref}
                    name={field.name}
                    label={PIX_LIMIT_PERIOD_LABELS[limit.period]}
                    labelProps={{ fz: 'lg', fw: 700, mb: 4 }}
                    description={T.currentHint(limit.amount)}
                    required
                    value={field.value ?? 0}
                    onChange={(cents) => field.onChange(cents > 0 ? cents : null)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </LimitCard>
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={empty || locked} loading={update.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
      <LimitsConfirmModal
        request={asking}
        limits={limits}
        saving={update.isPending}
        onConfirm={save}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
