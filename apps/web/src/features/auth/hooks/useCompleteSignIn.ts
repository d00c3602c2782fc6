import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import type { SessionResponse } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';

const ignore = () => undefined;

/**
 * What the signed-in area needs, fetched while the user types (the login form's first key or tap):
 * the landing rules and toggles, and the shell. /login itself downloads neither. Later calls cost
 * nothing (the module cache answers).
 */
export function prefetchSignedInArea(): void {
  void import('./signedInLanding').catch(ignore);
  void import('../../shell/routes/ShellLayout').catch(ignore);
}

/** Stores the session, loads the seller's toggles and opens the landing page (spec 1 §2.2). */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (response: SessionResponse) => {
      sessionStore.set(sessionFromResponse(response));
      // Errors of earlier attempts no longer apply once the user is in.
      notifications.clean();
      const { signedInLanding } = await import('./signedInLanding');
      await navigate(await signedInLanding(response.roles), { replace: true });
    },
    [navigate],
  );
}
