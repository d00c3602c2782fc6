import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toast container (transitions, drag-to-dismiss, portal) is the heaviest part of
// @mantine/notifications: it loads with the first toast, not with /login (design §8 budget).
const ToastContainer = lazy(() => import('./ToastContainer'));

/** Mounts Mantine's <Notifications /> once something has been shown through `notifications.show`. */
export function NotificationsHost() {
  const state = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.notifications.length > 0 || state.queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
