import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from '@cofre/contract';

const ROUTES = APP_ROUTES.map((route) => ({ id: route.key, path: route.path }));
const router = (pathname: string) => matchRoutes(ROUTES, pathname)?.[0]?.route.id;

describe("the contract's route matcher", () => {
  it('finds the same route as the router for every path of the table and its neighbours', () => {
    const addresses = APP_ROUTES.flatMap((route) => {
      const path = route.path.replace(/:[^/]+/g, 'novo');
      return [path, `${path}/`, `${path}/extra`, path.replace(/novo/g, '7f3c-9a')];
    });
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of [...addresses, '/', '/nada', '/login', '//']) {
      expect(matchAppRoute(address)?.key, address).toBe(router(address));
    }
  });
});
