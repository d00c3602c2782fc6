import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { SANDBOX_3DS_CODE, threeDSecureAnswerSchema, type threeDSecureChallengeSchema } from '@cofre/contract';
import type { z } from 'zod';
import { errorMessages } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useAnswerThreeDSecureChallenge } from '../api/answerThreeDSecureChallenge';
import { THREE_DS_TEXTS, THREE_D_SECURE_FORM_LABELS } from '../texts';
import { DetailList } from '../../../components/DetailList';
import { Money } from '../../../components/Unbreakable';

type Challenge = z.infer<typeof threeDSecureChallengeSchema>;
const CODE_LENGTH = SANDBOX_3DS_CODE.length;
/** Long enough to read 'Pagamento autenticado', short enough not to wait for a tap. */
export const RETURN_DELAY_MS = 1_500;

/** The challenge's purchase, the six-digit code and its answer (approved, refused or an error). */
export function ThreeDSecureForm({ challenge, returnTo = null }: { challenge: Challenge; returnTo?: string | null }) {
  const answer = useAnswerThreeDSecureChallenge(challenge.challengeId);
  const { control, handleSubmit } = useContractForm(threeDSecureAnswerSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });

  const submit = handleSubmit((parsed) => answer.mutate(parsed.code));

  // Approved with a checkout to go back to: back by itself, where the buyer sees the confirmation.
  const returning = challenge.status === 'APPROVED' && returnTo !== null;
  useEffect(() => {
    if (!returning || !returnTo) return;
    const timer = window.setTimeout(() => window.location.assign(returnTo), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [returning, returnTo]);

  const errors = answer.isError ? errorMessages(answer.error, (item) => item.description) : [];
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: THREE_D_SECURE_FORM_LABELS.store, value: challenge.sellerName },
          { label: THREE_D_SECURE_FORM_LABELS.value, value: <Money cents={challenge.amount} /> },
          { label: THREE_D_SECURE_FORM_LABELS.card, value: `${challenge.cardBrand} •••• ${challenge.cardLast4}` },
        ]}
      />
      {challenge.status === 'APPROVED' && (
        <Alert color="green" variant="light" role="status">
          {returning ? THREE_DS_TEXTS.approvedReturning : THREE_DS_TEXTS.approved}
        </Alert>
      )}
      {challenge.status === 'FAILED' && (
        <Alert color="red" variant="light" role="alert">
          {THREE_DS_TEXTS.failed}
        </Alert>
      )}
      {challenge.status === 'PENDING' && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={THREE_DS_TEXTS.title}>
          <Stack gap="md">
            <Text fz="sm">{THREE_DS_TEXTS.intro}</Text>
            <div>
              <Text component="label" htmlFor="three-ds-code" fz="sm" fw={500} display="block" mb={6}>
                {THREE_DS_TEXTS.codeLabel}
              </Text>
              <Controller
                control={control}
                name="code"
                render={({ field, fieldState }) => (
                  <>
                    <PinInput
                      id="three-ds-code"
                      length={CODE_LENGTH}
                      type="number"
                      oneTimeCode
                      autoFocus
                      getInputProps={(index) => ({ 'aria-label': THREE_DS_TEXTS.codeDigit(index + 1, CODE_LENGTH) })}
                      value={field.value}
                      onChange={field.onChange}
                      error={!!fieldState.error}
                    />
                    {fieldState.error && (
                      <Text fz="xs" c="red" mt={4}>
                        {fieldState.error.message}
                      </Text>
                    )}
                  </>
                )}
              />
            </div>
            {errors.map((message) => (
              <Alert key={message} color="red" variant="light" role="alert">
                {message}
              </Alert>
            ))}
            <Group>
              <Button type="submit" loading={answer.isPending} disabled={code.length !== CODE_LENGTH}>
                {THREE_DS_TEXTS.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {returnTo && challenge.status !== 'PENDING' && (
        <Button component="a" href={returnTo}>
          {THREE_DS_TEXTS.backToCheckout}
        </Button>
      )}
      <Text fz="xs" c="dimmed">
        {THREE_DS_TEXTS.sandboxNote(SANDBOX_3DS_CODE)}
      </Text>
    </Stack>
  );
}
