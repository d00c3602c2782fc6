import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { canSeeRoute, type AppRoute } from '@cofre/contract';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { PageLoader } from '../components/PageLoader';
import { PermissionDenied } from '../components/PermissionDenied';
import { useGrant } from '../lib/permissions';
import { ROUTE_MODULES } from './routeModules';

/** One lazy component per screen, created once. */
const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(ROUTE_MODULES).flatMap(([key, load]) => (load ? [[key, lazy(load)] as const] : [])),
);

/** Permission first (the chunk of a forbidden screen is never fetched), then built or not. */
export default function RouteGate({ route }: { route: AppRoute }) {
  const grant = useGrant();
  if (!canSeeRoute(grant, route)) return <PermissionDenied />;
  const screen = route.built ? SCREENS.get(route.key) : undefined;
  if (!screen) return <ComingSoonPage title={route.title} />;
  return <Suspense fallback={<PageLoader />}>{createElement(screen)}</Suspense>;
}
