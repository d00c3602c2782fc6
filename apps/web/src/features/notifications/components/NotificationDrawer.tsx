import { useEffect, useState } from 'react';
import { Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import IconChecks from '@tabler/icons-react/dist/esm/icons/IconChecks.mjs';
import { NOTIFICATION_PAGING } from '@cofre/contract';
import { useNotifications } from '../api/getNotifications';
import { useUnreadQuantity } from '../api/getUnreadQuantity';
import { useMarkAllNotificationsRead } from '../api/markAllNotificationsRead';
import { closeNotificationDrawer, useNotificationDrawerOpened } from '../drawerStore';
import { showNotificationsLoadError } from './loadErrorToast';
import { NotificationList } from './NotificationList';
import { useLastItemInView } from './useLastItemInView';
import { useOpenNotification } from './useOpenNotification';
import { NOTIFICATION_TEXTS } from '../texts';

/** The API's largest page: the drawer stops growing there. */
const MAX_SIZE = NOTIFICATION_PAGING.maxSize;

/**
 * The notification centre (spec 1 §2.6): the first 10, two more each time the last one
 * scrolls into view, until all are shown.
 */
export function NotificationDrawer() {
  const opened = useNotificationDrawerOpened();
  const [size, setSize] = useState<number>(NOTIFICATION_PAGING.initialSize);
  const list = useNotifications(size, opened);
  const unread = useUnreadQuantity();
  const markAll = useMarkAllNotificationsRead();
  const openItem = useOpenNotification();

  const items = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const hasMore = items.length < total && size < MAX_SIZE;
  const lastItemRef = useLastItemInView(
    () => {
      if (!list.isFetching && hasMore) setSize((current) => Math.min(current + NOTIFICATION_PAGING.step, MAX_SIZE));
    },
    opened && hasMore && !list.isFetching,
  );

  useEffect(() => {
    if (list.isError) showNotificationsLoadError();
  }, [list.isError]);

  const unreadCount = unread.data?.quantity ?? 0;

  return (
    <Drawer
      opened={opened}
      onClose={closeNotificationDrawer}
      position="right"
      size="md"
      title={NOTIFICATION_TEXTS.title}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {unreadCount > 0 ? NOTIFICATION_TEXTS.unreadCount(unreadCount) : NOTIFICATION_TEXTS.allRead}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            onClick={() => markAll.mutate()}
            loading={markAll.isPending}
            disabled={unreadCount === 0}
          >
            {NOTIFICATION_TEXTS.markAllRead}
          </Button>
        </Group>
        {list.isPending && opened ? (
          <Center py="xl">
            <Loader aria-label={NOTIFICATION_TEXTS.loading} />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {list.isError ? NOTIFICATION_TEXTS.loadError : NOTIFICATION_TEXTS.empty}
          </Text>
        ) : (
          <NotificationList items={items} onOpen={openItem} ref={lastItemRef} />
        )}
        {list.isFetching && !list.isPending && (
          <Center py="xs" role="status">
            <Loader size="sm" aria-label={NOTIFICATION_TEXTS.loadingMore} />
          </Center>
        )}
      </Stack>
    </Drawer>
  );
}
