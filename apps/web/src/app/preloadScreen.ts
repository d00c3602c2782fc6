import { matchAppRoute } from '@cofre/contract';
import { sessionStore } from '../lib/session';
// Static: the chunk plan keeps the map of screens in /login's `boot` chunk (it is small and the
// screen is asked for at once), so a dynamic import of it moved nothing and only drew the bundler's
// INEFFECTIVE_DYNAMIC_IMPORT warning.
import { ROUTE_MODULES } from './routeModules';

const ignore = () => undefined;

/**
 * On a signed-in page load, asks for the shell, the route gate and the screen of the address at
 * once. Rendered in turn, each lazy piece would wait for the one before it to arrive: three round
 * trips before the first heading.
 *
 * Only a hint: a failed request is left to the screen's own load ('Tentar novamente'), and the
 * route gate still decides what is shown. The screen of a route the user may not see can be
 * fetched (code only, no data); checking the permission here would put the permission tables in
 * the first bundle, which /login downloads too.
 */
export function preloadSignedInScreen(pathname: string): void {
  if (!sessionStore.get()) return;
  const route = matchAppRoute(pathname);
  if (!route) return;
  void import('../features/shell/routes/ShellLayout').catch(ignore);
  void import('./RouteGate').catch(ignore);
  if (!route.built) return;
  void ROUTE_MODULES[route.key]?.().catch(ignore);
}
