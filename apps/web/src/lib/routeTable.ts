import { matchRoutes, type Location } from 'react-router';
import { APP_ROUTES, type AppRoute } from '@cofre/contract';

const tableRoutes = APP_ROUTES.map((route) => ({ path: route.path, route }));

/** The route-table entry a location shows (same ranking as the router), or null. */
export function routeAt(location: Pick<Location, 'pathname'>): AppRoute | null {
  const matches = matchRoutes(tableRoutes, location);
  return matches?.at(-1)?.route.route ?? null;
}
