import { useId } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { pixApprovalPolicyUpdateSchema, type PixApprovalPolicy } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { MoneyInput } from '../../../components/MoneyInput';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useApprovalPolicy } from '../api/getApprovalPolicy';
import { useUpdateApprovalPolicy } from '../api/updateApprovalPolicy';
import { PAYMENTS_TEXTS as T } from '../texts';
import { errorText, pixErrorToast, pixSuccessToast } from './toasts';

const POLICY_FIELDS: ReadonlySet<string> = new Set(['required', 'threshold']);

/** The rule in words, for whoever may not change it. */
function ruleText(policy: PixApprovalPolicy): string {
  if (!policy.required) return T.policyOff;
  return policy.threshold > 0 ? T.policyFrom(policy.threshold) : T.policyAll;
}

/** The administrator's form (D3): the switch and 'A partir de' (R$ 0,00: every payment); PAY-009 is the server's. */
function PolicyForm({ policy }: { policy: PixApprovalPolicy }) {
  const update = useUpdateApprovalPolicy();
  const form = useContractForm(pixApprovalPolicyUpdateSchema, {
    values: { required: policy.required, threshold: policy.threshold },
  });
  const required = useWatch({ control: form.control, name: 'required' });
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => pixSuccessToast(T.policySaved),
      onError: (error) => {
        const left = placeServerErrors(error, POLICY_FIELDS, {}, form.setError);
        if (left) pixErrorToast(errorText(left, T.policySaveFailed), T.errorTitle);
      },
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="required"
          render={({ field }) => (
            <Switch
              label={T.policyRequired}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="threshold"
          render={({ field, fieldState }) => (
            <MoneyInput
              ref={field.ref}
              name={field.name}
              label={T.policyThreshold}
              description={T.policyThresholdHint}
              disabled={!required}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maw={260}
            />
          )}
        />
        <Text fz="xs" c="dimmed">
          {T.policyApprovers(policy.approvers)}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={update.isPending} disabled={!form.formState.isDirty}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Aprovação de pagamentos' (D3): whether payments (Pix and boleto alike) need a second person, and from which amount. */
export function ApprovalPolicySection() {
  const policy = useApprovalPolicy();
  const titleId = useId();
  let content;
  if (policy.data)
    content = policy.data.editable ? <PolicyForm policy={policy.data} /> : <Text fz="sm">{ruleText(policy.data)}</Text>;
  else if (policy.isError)
    content = (
      <EmptyState
        compact
        title={T.policyLoadFailed}
        action={
          <Button variant="default" size="xs" onClick={() => void policy.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else content = <Skeleton h={24} w="70%" />;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {T.policyTitle}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
