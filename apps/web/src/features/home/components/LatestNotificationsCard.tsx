import { Button, Card, Group, Title } from '@mantine/core';
import { NotificationPreviewList, openNotificationDrawer } from '../../notifications';
import { HOME_TEXTS } from '../texts';

export const LATEST_NOTIFICATIONS = 5;

export function LatestNotificationsCard() {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="latest-notifications-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="latest-notifications-title">
          {HOME_TEXTS.latestNotifications}
        </Title>
        <Button variant="subtle" size="xs" onClick={openNotificationDrawer}>
          {HOME_TEXTS.seeAll}
        </Button>
      </Group>
      <NotificationPreviewList limit={LATEST_NOTIFICATIONS} />
    </Card>
  );
}
