import { useCallback } from 'react';
import type { Notification } from '@cofre/contract';
import { useMarkNotificationRead } from '../api/markNotificationRead';
import { closeNotificationDrawer } from '../drawerStore';

/** Opening an item marks it read (when unread) and closes the drawer; the link navigates. */
export function useOpenNotification() {
  const markRead = useMarkNotificationRead();
  return useCallback(
    (notification: Notification) => {
      if (!notification.read) {
        markRead.mutate(notification.id, {
          onError: (error) => console.error('Falha ao marcar a notificação como lida.', error),
        });
      }
      closeNotificationDrawer();
    },
    [markRead],
  );
}
