import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Non-public routes need a session; when it ends (logout, failed refresh, a 403) go to /login. */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return <Outlet />;
}
