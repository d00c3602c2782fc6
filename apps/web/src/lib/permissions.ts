import { useMemo } from 'react';
import { can, type Capability, type Feature, type Grant } from '@cofre/contract';
import { useFeatures } from './featureToggles';
import { useSession, type StoredSession } from './session';

const NO_ACCESS: Grant = { roles: [], features: [] };

export function grantOf(session: StoredSession | null, features: readonly string[] | null): Grant {
  if (!session) return NO_ACCESS;
  return { roles: session.user.roles, features: features ?? [] };
}

/** What the signed-in user may do: roles from the session, features from the toggles. */
export function useGrant(): Grant {
  const session = useSession();
  const features = useFeatures();
  return useMemo(() => grantOf(session, features), [session, features]);
}

export function useCan(capability: Capability, feature?: Feature): boolean {
  return can(useGrant(), capability, feature);
}
