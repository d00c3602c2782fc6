import { useEffect } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useNotifications } from '../api/getNotifications';
import { showNotificationsLoadError } from './loadErrorToast';
import { NotificationList } from './NotificationList';
import { useOpenNotification } from './useOpenNotification';
import { NOTIFICATION_TEXTS } from '../texts';

/** The `limit` newest notifications, for the home page. */
export function NotificationPreviewList({ limit = 5 }: { limit?: number }) {
  const list = useNotifications(limit);
  const openItem = useOpenNotification();

  useEffect(() => {
    if (list.isError) showNotificationsLoadError();
  }, [list.isError]);

  if (list.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={NOTIFICATION_TEXTS.loading} />
      </Center>
    );
  }
  const items = list.data?.content ?? [];
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {list.isError ? NOTIFICATION_TEXTS.loadError : NOTIFICATION_TEXTS.empty}
      </Text>
    );
  }
  return <NotificationList items={items.slice(0, limit)} onOpen={openItem} />;
}
