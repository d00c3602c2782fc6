import { Badge, Button } from '@mantine/core';
import IconFlask from '@tabler/icons-react/dist/esm/icons/IconFlask.mjs';
import { showApiError, showSuccess } from '../lib/api';
import { COMMON_TEXTS } from './texts';

/** What a sandbox control runs: a react-query mutation (or anything shaped like one). */
interface SandboxMutation<V> {
  isPending: boolean;
  mutateAsync: (variables: V) => Promise<unknown>;
}

/**
 * A sandbox control (simulate a payment, a dispute, the next cycle): an orange outlined button
 * marked 'Teste' (it acts, it is no disabled grey one, and it is no real operation either) that runs
 * the mutation, then says `done` or why the server refused. The toast follows the promise, not
 * mutate()'s callbacks: those never fire when the button itself goes away with the change it made
 * (a paid charge has nothing left to simulate).
 */
/** A dark orange: Mantine's orange shades give small text under 4.5:1 (axe color-contrast); white on it, or it on white, 6.4:1. The badge is filled: its light tint over a blue alert fell to 4.48:1. */
const SANDBOX_COLOR = '#a63d00';

export function SandboxActionButton<V>({
  label,
  done,
  mutation,
  variables,
}: {
  label: string;
  done: string;
  mutation: SandboxMutation<V>;
  variables: V;
}) {
  return (
    <Button
      variant="outline"
      size="xs"
      color={SANDBOX_COLOR}
      loading={mutation.isPending}
      leftSection={<IconFlask size={14} aria-hidden="true" />}
      rightSection={
        // The button's name stays its action; the mark is for the eye.
        <Badge size="xs" color={SANDBOX_COLOR} variant="filled" aria-hidden="true">
          {COMMON_TEXTS.sandbox}
        </Badge>
      }
      onClick={() =>
        void mutation.mutateAsync(variables).then(
          () => showSuccess(done),
          (error: unknown) => showApiError(error),
        )
      }
    >
      {label}
    </Button>
  );
}
