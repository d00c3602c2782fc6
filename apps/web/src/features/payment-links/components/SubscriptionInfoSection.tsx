import { useId, useState } from 'react';
import { SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { cycleValue, formatBRL, PERIODICITIES, PERIODICITY_LABELS, type Periodicity, type Plan } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { MoneyInput } from '../../../components/MoneyInput';
import { PlanPicker } from '../../plans';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { LinkClientField } from './LinkClientField';
import type { LinkFormValues } from './linkForm';

const PERIODICITY_OPTIONS = PERIODICITIES.map((value) => ({ value, label: PERIODICITY_LABELS[value] }));

/** A plan's price per month for a cycle. */
const priceOf = (plan: Plan, periodicity: Periodicity) =>
  plan.basicValues.find((price) => price.type === periodicity)?.valuePerMonth;

/**
 * 'Informações gerais' of a subscription link: the plan (its title names the link), the cycle and
 * the price per month, prefilled from the plan's price for that cycle, and the client a custom
 * subscription may be dedicated to.
 */
export function SubscriptionInfoSection() {
  const { control, register, setValue, formState } = useFormContext<LinkFormValues>();
  const [plan, setPlan] = useState<Plan | null>(null);
  const periodicityId = useId();
  const [value, periodicity] = useWatch({ control, name: ['value', 'subscription.periodicity'] });
  const errors = formState.errors;
  const planError = errors.subscription?.planId?.message ?? errors.subscription?.message;

  const prefill = (chosen: Plan | null, cycle: Periodicity) => {
    const price = chosen ? priceOf(chosen, cycle) : undefined;
    if (price !== undefined) setValue('value', price, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <DetailSection title={T.generalInfo}>
      <Stack gap="md">
        <Controller
          control={control}
          name="subscription.planId"
          render={({ field }) => (
            <PlanPicker
              label={T.plan}
              required
              value={field.value}
              error={planError}
              onChange={(planId, chosen) => {
                field.onChange(planId);
                setPlan(chosen);
                setValue('planTitle', chosen?.title ?? null);
                prefill(chosen, periodicity);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="subscription.periodicity"
          render={({ field }) => (
            <Stack gap={4}>
              <Text component="span" fz="sm" fw={500} id={periodicityId}>
                {T.periodicity}
              </Text>
              <SegmentedControl
                aria-labelledby={periodicityId}
                data={PERIODICITY_OPTIONS}
                value={field.value}
                onChange={(next) => {
                  const cycle = PERIODICITIES.find((candidate) => candidate === next) ?? 'MONTHLY';
                  field.onChange(cycle);
                  prefill(plan, cycle);
                }}
                fullWidth
                maw={420}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="value"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={T.valuePerMonth}
                required
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                description={value > 0 ? T.cycleTotal(formatBRL(cycleValue(value, periodicity))) : undefined}
              />
            )}
          />
        </SimpleGrid>
        <LinkClientField />
        <Textarea label={T.description} rows={3} error={errors.description?.message} {...register('description')} />
      </Stack>
    </DetailSection>
  );
}
