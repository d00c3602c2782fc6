import type { AppRoute } from '@cofre/contract';

/** Whether `pathname` is the route's page: exact routes match only themselves, others their subtree. */
export function isRouteActive(route: Pick<AppRoute, 'path' | 'exact'>, pathname: string): boolean {
  if (route.exact) return pathname === route.path;
  return pathname === route.path || pathname.startsWith(`${route.path.replace(/\/$/, '')}/`);
}
