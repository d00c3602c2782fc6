import { landingPath, type SessionResponse } from '@cofre/contract';
import { loadFeatureToggles } from '../../../lib/featureToggles';

/** The first page after sign-in: the seller's toggles are loaded, then the landing path found (spec 1 §2.2). */
export async function signedInLanding(roles: SessionResponse['roles']): Promise<string> {
  const features = await loadFeatureToggles();
  return landingPath({ roles, features }) ?? '/';
}
