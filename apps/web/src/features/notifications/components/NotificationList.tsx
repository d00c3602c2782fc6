import { forwardRef } from 'react';
import type { Notification } from '@cofre/contract';
import { NotificationItem } from './NotificationItem';

interface NotificationListProps {
  items: Notification[];
  onOpen: (notification: Notification) => void;
}

/** The list; the ref goes to the last item (the drawer watches it to load more). */
export const NotificationList = forwardRef<HTMLLIElement, NotificationListProps>(function NotificationList(
  { items, onOpen },
  lastItemRef,
) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {items.map((notification, index) => (
        <NotificationItem
          key={notification.id}
          ref={index === items.length - 1 ? lastItemRef : undefined}
          notification={notification}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
});
