import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AppRoute } from '@cofre/contract';
import { routeAt } from '../../../lib/routeTable';

/** The route-table entry of the page being shown. */
export function useCurrentRoute(): AppRoute | null {
  const location = useLocation();
  return useMemo(() => routeAt(location), [location]);
}
