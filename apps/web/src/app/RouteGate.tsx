import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { canSeeRoute, type AppRoute } from '@cofre/contract';
import { ComingSoonPage } from '../components/ComingSoonPage';
import NotFoundPage from '../components/NotFoundPage';
import { frameKindOf, ScreenOutline } from './frame/SignedInFrame';
import { PermissionDenied } from '../components/PermissionDenied';
import { useGrant } from '../lib/permissions';
import { useSession } from '../lib/session';
import { ROUTE_MODULES } from './routeModules';

type Screen = LazyExoticComponent<ComponentType>;
type RouteModule = NonNullable<(typeof ROUTE_MODULES)[string]>;

/**
 * A lazy screen. React keeps a lazy component that failed to load failed for good, so a failed
 * load puts a fresh one in its place: the route's 'Tentar novamente' fetches the chunk again.
 */
function lazyScreen(key: string, load: RouteModule): Screen {
  return lazy(() =>
    load().catch((error: unknown) => {
      SCREENS.set(key, lazyScreen(key, load));
      throw error;
    }),
  );
}

/** One lazy component per screen, created once (again only after a failed load). */
const SCREENS = new Map<string, Screen>(
  Object.entries(ROUTE_MODULES).flatMap(([key, load]) => (load ? [[key, lazyScreen(key, load)] as const] : [])),
);

/**
 * Permission first (the chunk of a forbidden screen is never fetched), then built or not. A sandbox
 * page where the server runs no sandbox is not found, as its API would answer.
 */
export default function RouteGate({ route }: { route: AppRoute }) {
  const grant = useGrant();
  const serverSandbox = useSession()?.user.sandbox === true;
  if (route.sandbox && !serverSandbox) return <NotFoundPage embedded />;
  if (!canSeeRoute(grant, route)) return <PermissionDenied />;
  const screen = route.built ? SCREENS.get(route.key) : undefined;
  if (!screen) return <ComingSoonPage title={route.title} />;
  return <Suspense fallback={<ScreenOutline kind={frameKindOf(route.path)} />}>{createElement(screen)}</Suspense>;
}
