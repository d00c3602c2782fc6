import { Button } from '@mantine/core';
import { showApiError, showSuccess } from '../lib/api';

/** What a sandbox control runs: a react-query mutation (or anything shaped like one). */
interface SandboxMutation<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * A sandbox control (simulate a payment, a dispute, the next cycle): a small grey button that runs
 * the mutation, then says `done` or why the server refused.
 */
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
      variant="subtle"
      size="xs"
      color="gray"
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(variables, { onSuccess: () => showSuccess(done), onError: (error) => showApiError(error) })
      }
    >
      {label}
    </Button>
  );
}
