import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import {
  formatBRL,
  SANDBOX_3DS_CODE,
  threeDSecureAnswerSchema,
  type threeDSecureChallengeSchema,
} from '@cofre/contract';
import type { z } from 'zod';
import { errorMessages } from '../../../lib/api';
import { useAnswerThreeDSecureChallenge } from '../api/answerThreeDSecureChallenge';
import { THREE_DS_TEXTS } from '../texts';
import { DetailList } from '../../../components/DetailList';

type Challenge = z.infer<typeof threeDSecureChallengeSchema>;
const CODE_LENGTH = SANDBOX_3DS_CODE.length;

/** The challenge's purchase, the six-digit code and its answer (approved, refused or an error). */
export function ThreeDSecureForm({ challenge }: { challenge: Challenge }) {
  const answer = useAnswerThreeDSecureChallenge(challenge.challengeId);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = threeDSecureAnswerSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0].message);
      return;
    }
    setCodeError(null);
    answer.mutate(parsed.data.code);
  };

  const errors = answer.isError ? errorMessages(answer.error, (item) => item.description) : [];
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          { label: 'Loja', value: challenge.sellerName },
          { label: 'Valor', value: formatBRL(challenge.amount) },
          { label: 'Cartão', value: `${challenge.cardBrand} •••• ${challenge.cardLast4}` },
        ]}
      />
      {challenge.status === 'APPROVED' && (
        <Alert color="green" variant="light" role="status">
          {THREE_DS_TEXTS.approved}
        </Alert>
      )}
      {challenge.status === 'FAILED' && (
        <Alert color="red" variant="light" role="alert">
          {THREE_DS_TEXTS.failed}
        </Alert>
      )}
      {challenge.status === 'PENDING' && (
        <form onSubmit={submit} noValidate aria-label={THREE_DS_TEXTS.title}>
          <Stack gap="md">
            <Text fz="sm">{THREE_DS_TEXTS.intro}</Text>
            <div>
              <Text component="label" htmlFor="three-ds-code" fz="sm" fw={500} display="block" mb={6}>
                {THREE_DS_TEXTS.codeLabel}
              </Text>
              <PinInput
                id="three-ds-code"
                length={CODE_LENGTH}
                type="number"
                oneTimeCode
                autoFocus
                ariaLabel={THREE_DS_TEXTS.codeLabel}
                value={code}
                onChange={setCode}
                error={!!codeError}
              />
              {codeError && (
                <Text fz="xs" c="red" mt={4}>
                  {codeError}
                </Text>
              )}
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
      <Text fz="xs" c="dimmed">
        {THREE_DS_TEXTS.sandboxNote(SANDBOX_3DS_CODE)}
      </Text>
    </Stack>
  );
}
