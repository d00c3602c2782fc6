import { lazy, Suspense, useState } from 'react';
import { useNotificationDrawerOpened } from '../drawerStore';

const NotificationDrawer = lazy(() =>
  import('./NotificationDrawer').then((module) => ({ default: module.NotificationDrawer })),
);

/**
 * The notification centre, fetched the first time it is opened (a drawer and its focus trap are
 * code no page needs before that), then kept mounted so that closing it animates.
 */
export function LazyNotificationDrawer() {
  const opened = useNotificationDrawerOpened();
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationDrawer />
    </Suspense>
  );
}
