import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_MESSAGES,
  subscriptionUpdateSchema,
  type Plan,
  type Subscription,
} from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { usePlanPrices } from '../api/getPlanPrices';
import { useUpdateSubscription } from '../api/updateSubscription';
import { placeServerErrors } from '../../../lib/serverErrors';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';
import { CycleValueFields } from './CycleValueFields';
import { PlanField } from './PlanField';

type EditValues = z.input<typeof subscriptionUpdateSchema>;

/** The request's paths that are fields of this form (a 400 names them in its items' title). */
const FIELDS: ReadonlySet<string> = new Set([
  'idPlan',
  'basicValue.type',
  'basicValue.valuePerMonth',
  'bankSlipDescription',
]);

/** The plan's refusals (inactive: SUB-005; without the subscription's method: SUB-006) belong to the plan. */
const FIELD_OF_CODE = { 'SUB-005': 'idPlan', 'SUB-006': 'idPlan' } as const;

function editValuesOf(subscription: Subscription): EditValues {
  return {
    idPlan: subscription.idPlan,
    basicValue: { type: subscription.basicValue.type, valuePerMonth: subscription.basicValue.valuePerMonth },
    bankSlipDescription: subscription.bankSlipDescription ?? '',
  };
}

/**
 * The editable details of an ACTIVE subscription (spec 2 §5): plan, cycle, price per month and the
 * boleto's description, checked by the contract's subscriptionUpdateSchema. Picking a plan or a cycle
 * refills the price per month from the plan's price for that cycle.
 */
export function SubscriptionEditForm({ subscription }: { subscription: Subscription }) {
  const update = useUpdateSubscription(subscription.uuid);
  const form = useContractForm(subscriptionUpdateSchema, { defaultValues: editValuesOf(subscription) });
  const [picked, setPicked] = useState<Plan | null>(null);
  const [idPlan, description] = useWatch({ control: form.control, name: ['idPlan', 'bankSlipDescription'] });
  // The prices of the plan on screen: one picked here, or the subscription's own (the PlanPicker's lookup too).
  const ownPlan = usePlanPrices(subscription.idPlan, picked === null);
  const plan = picked ?? (idPlan === subscription.idPlan ? ownPlan.data : undefined);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      setPicked(null);
      form.reset(editValuesOf(saved));
      showSuccess(SUBSCRIPTION_MESSAGES.saved);
    } catch (error) {
      const left = placeServerErrors(error, FIELDS, FIELD_OF_CODE, form.setError);
      if (left) showApiError(left);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {T.nextCycleNote}
        </Text>
        <PlanField form={form} onPick={setPicked} />
        <CycleValueFields form={form} plan={plan} periodicityLabel={T.periodicity} valueLabel={T.valuePerMonth} />
        <Textarea
          label={T.bankSlipDescription}
          rows={2}
          description={T.counter(description?.length ?? 0, SUBSCRIPTION_LIMITS.bankSlipDescription)}
          error={form.formState.errors.bankSlipDescription?.message}
          {...form.register('bankSlipDescription')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
