import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action<TInput, TResult> {
  run: (input: TInput) => Promise<TResult>;
  isPending: boolean;
}

/**
 * A pending flag around an async call, for the public pages (sign-in, reset). They run before
 * any session exists, so they stay off react-query: its client lives in the signed-in shell,
 * which keeps /login inside its bundle budget (design §8).
 */
export function useAction<TInput, TResult>(call: (input: TInput) => Promise<TResult>): Action<TInput, TResult> {
  const [pending, setPending] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    async (input: TInput) => {
      setPending((count) => count + 1);
      try {
        return await call(input);
      } finally {
        if (mounted.current) setPending((count) => count - 1);
      }
    },
    [call],
  );
  return { run, isPending: pending > 0 };
}
