import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { SUBSCRIPTION_MESSAGES, subscriptionImportSchema, type Plan } from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { businessToday } from '../../../lib/businessDate';
import { useContractForm } from '../../../lib/form';
import { useCan } from '../../../lib/permissions';
import { ClientPicker } from '../../clients';
import { SUBSCRIPTIONS_PATH } from '../links';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { CycleValueFields } from './CycleValueFields';
import { ImportMethodField, planAccepts } from './ImportMethodField';
import { PlanField } from './PlanField';
import { useImportSubmit } from './useImportSubmit';

/**
 * The contract's import request; 'not in the past' needs the clock, so the contract leaves it to the
 * server (SUB-004) and the form asks it too, with the contract's message, on the date field.
 */
const importFormSchema = (today: string) =>
  subscriptionImportSchema.extend({
    startDate: subscriptionImportSchema.shape.startDate.refine(
      (day) => day >= today,
      SUBSCRIPTION_MESSAGES.dueDatePast,
    ),
  });

/**
 * '/importacao-de-recorrencia' (spec 2 §2, §5): client, plan ('Adicionar plano' in the picker, a
 * tooltip saying where plans live), cycle and price per month prefilled from the plan, next due date
 * and method (Boleto or Pix). 'Cancelar' returns to /recorrencias.
 */
export function RecurrenceImportForm() {
  const today = businessToday();
  const schema = useMemo(() => importFormSchema(today), [today]);
  // An empty payment object, so a missing method is said under the method (payment.method), not the object.
  const form = useContractForm(schema, { defaultValues: { basicValue: { type: 'MONTHLY' }, payment: {} } });
  const { submit, pending, done } = useImportSubmit(form.setError);
  const canReadClients = useCan('clients.read');
  const [plan, setPlan] = useState<Plan | null>(null);
  const method = useWatch({ control: form.control, name: 'payment.method' });

  const onSubmit = form.handleSubmit(submit);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={720}>
        <Text c="dimmed">{T.importIntro}</Text>
        <Controller
          control={form.control}
          name="uuidBuyer"
          render={({ field, fieldState }) =>
            canReadClients ? (
              <ClientPicker
                label={T.importClient}
                required
                placeholder={T.importClientPlaceholder}
                value={field.value || null}
                error={fieldState.error?.message}
                onChange={(client) => field.onChange(client?.id ?? '')}
              />
            ) : (
              // Without clients.read the picker's GET /seller-clients would be refused, and a 403 ends the session.
              <Alert color="yellow" variant="light" title={T.importClient}>
                <Text fz="sm">{T.importNoClientAccess}</Text>
              </Alert>
            )
          }
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <PlanField
              form={form}
              onPick={(chosen) => {
                setPlan(chosen);
                if (method && !planAccepts(chosen, method)) form.resetField('payment.method');
              }}
            />
          </Box>
          <Tooltip label={T.planHelp} multiline w={260} withArrow>
            <ActionIcon variant="subtle" color="gray" mt={26} aria-label={T.planHelpLabel}>
              <IconInfoCircle size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        <CycleValueFields
          form={form}
          plan={plan}
          periodicityLabel={T.importPeriodicity}
          valueLabel={T.importValue}
          aside={
            <Controller
              control={form.control}
              name="startDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={T.importDueDate}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? null}
                  onChange={(day) => field.onChange(day ?? undefined)}
                  onBlur={field.onBlur}
                  firstDay={today}
                  error={fieldState.error?.message}
                />
              )}
            />
          }
        />
        <Controller
          control={form.control}
          name="payment.method"
          render={({ field, fieldState }) => (
            <ImportMethodField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              plan={plan}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={SUBSCRIPTIONS_PATH}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={pending} disabled={done || !canReadClients}>
            {T.import}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
