import { useCan } from './permissions';
import { useSession } from './session';

/**
 * Whether to offer the sandbox controls (simulate a payment, a dispute, the next cycle, today's
 * reminders): the administrator's capability, and SANDBOX on at the server, which the session says;
 * with it off the /sandbox routes do not exist and a button would only answer 404. A session stored
 * before the flag existed has none: the controls stay hidden until its next refresh brings it.
 */
export function useSandboxControls(): boolean {
  const serverSandbox = useSession()?.user.sandbox === true;
  return useCan('sandbox.simulate') && serverSandbox;
}
