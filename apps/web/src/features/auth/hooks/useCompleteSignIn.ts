import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { landingPath, type SessionResponse } from '@cofre/contract';
import { loadFeatureToggles } from '../../../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../../../lib/session';

/** Stores the session, loads the seller's toggles and opens the landing page (spec 1 §2.2). */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (response: SessionResponse) => {
      sessionStore.set(sessionFromResponse(response));
      // Errors of earlier attempts no longer apply once the user is in.
      notifications.clean();
      const features = await loadFeatureToggles();
      await navigate(landingPath({ roles: response.roles, features }) ?? '/', { replace: true });
    },
    [navigate],
  );
}
