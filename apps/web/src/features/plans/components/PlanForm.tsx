import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { PLAN_LIMITS, PLAN_MESSAGES, planInputSchema, type Plan, type PlanCreate } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useCreatePlan } from '../api/createPlan';
import { useUpdatePlan } from '../api/updatePlan';
import { PLANS_TEXTS } from '../texts';
import { planFormValues } from './planFormValues';
import { PlanItemsField } from './PlanItemsField';
import { PlanMethodsField } from './PlanMethodsField';
import { PlanPricesField } from './PlanPricesField';

export interface PlanFormProps {
  /** The plan being edited; absent for a new plan. */
  plan?: Plan;
  /** 'Finalizar' on the page, 'Salvar' in the modal. */
  submitLabel: string;
  /** Shows 'Cancelar' when given. */
  onCancel?: () => void;
  /** After the success toast, with the plan the server returned. */
  onSaved: (plan: Plan) => void;
}

/**
 * The plan form (spec 2 §2, §5): title, description with its n/500 counter, items, the three prices
 * per month with their cycle totals, and the payment methods. The rules are the contract's.
 */
export function PlanForm({ plan, submitLabel, onCancel, onSaved }: PlanFormProps) {
  const form = useContractForm(planInputSchema, { defaultValues: planFormValues(plan) });
  const { control, register, formState } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const create = useCreatePlan();
  const update = useUpdatePlan();

  const save = form.handleSubmit(async (body: PlanCreate) => {
    try {
      const saved = plan ? await update.mutateAsync({ id: plan.id, body }) : await create.mutateAsync(body);
      showSuccess(plan ? PLAN_MESSAGES.updated : PLAN_MESSAGES.saved);
      onSaved(saved);
    } catch (error) {
      showApiError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // Inside a modal opened from another form, the submit must not reach that form too.
          event.stopPropagation();
          void save(event);
        }}
      >
        <Stack gap="lg">
          <TextInput
            label={PLANS_TEXTS.title}
            withAsterisk
            error={formState.errors.title?.message}
            {...register('title')}
          />
          <Textarea
            label={PLANS_TEXTS.description}
            rows={4}
            resize="vertical"
            description={PLANS_TEXTS.counter(description.length, PLAN_LIMITS.description)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={formState.errors.description?.message}
            {...register('description')}
          />
          <PlanItemsField />
          <PlanPricesField />
          <PlanMethodsField />
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {PLANS_TEXTS.cancel}
              </Button>
            )}
            <Button type="submit" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
