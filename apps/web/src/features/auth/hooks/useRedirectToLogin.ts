import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Schedules the return to /login the reset flows make after their toast (1.5 s or 2 s). */
export function useRedirectToLogin(delayMs: number) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate('/login', { replace: true }), delayMs);
  }, [navigate, delayMs]);
}
