import { can, type Grant } from './permissions.js';
import { APP_ROUTES, MENU_GROUPS, type AppRoute, type MenuGroup } from './routes.js';

/** What the route table means for one user: access, breadcrumb, menu and landing page. */
export function canSeeRoute(grant: Grant, route: AppRoute): boolean {
  return can(grant, route.capability, route.feature);
}

export function findRoute(key: string): AppRoute {
  const route = APP_ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return route;
}

/** Breadcrumb trail, root first. */
export function breadcrumbOf(route: AppRoute): AppRoute[] {
  const trail: AppRoute[] = [];
  for (let current: AppRoute | undefined = route; current;) {
    trail.unshift(current);
    current = current.parent ? findRoute(current.parent) : undefined;
  }
  return trail;
}

/** Menu entries a user sees: shown, built, permitted. Groups appear only with a visible child. */
export function visibleMenu(grant: Grant): Array<{ group?: MenuGroup; routes: AppRoute[] }> {
  const visible = APP_ROUTES.filter((route) => route.menu && route.built && canSeeRoute(grant, route));
  const sections: Array<{ group?: MenuGroup; routes: AppRoute[] }> = [];
  for (const route of visible) {
    if (!route.group) {
      sections.push({ routes: [route] });
      continue;
    }
    const group = MENU_GROUPS.find((candidate) => candidate.key === route.group)!;
    if (!can(grant, group.capability)) continue;
    const section = sections.find((candidate) => candidate.group?.key === group.key);
    if (section) section.routes.push(route);
    else sections.push({ group, routes: [route] });
  }
  return sections;
}

/**
 * Where a user lands after sign-in (spec 1 §2.2): /seja-pago for dashboard users with
 * SELLER_BUSINESS, / for other dashboard users, /cobrancas for the rest. When that route is not
 * permitted (a missing toggle), the first menu entry the user sees; null when there is none.
 */
export function landingPath(grant: Grant): string | null {
  const preferred = grant.roles.includes('SELLER_DASHBOARD')
    ? grant.roles.includes('SELLER_BUSINESS')
      ? 'paymentLinks'
      : 'home'
    : 'charges';
  const target = findRoute(preferred);
  if (canSeeRoute(grant, target)) return target.path;
  const first = visibleMenu(grant)[0]?.routes[0];
  return first ? first.path : null;
}
