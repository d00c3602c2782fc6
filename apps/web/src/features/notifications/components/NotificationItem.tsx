import { forwardRef } from 'react';
import { Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import IconBrandWhatsapp from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { Link } from 'react-router';
import type { Notification } from '@cofre/contract';
import { timeAgo } from '../../../lib/format';
import { useGrant } from '../../../lib/permissions';
import { useDownloadReport } from '../api/downloadReport';
import { notificationContent } from './notificationContent';
import classes from './NotificationItem.module.css';
import { NOTIFICATION_TEXTS } from '../texts';

interface NotificationItemProps {
  notification: Notification;
  /** Marks read (when unread) and closes the drawer; called when the user opens the item. */
  onOpen: (notification: Notification) => void;
}

export const NotificationItem = forwardRef<HTMLLIElement, NotificationItemProps>(function NotificationItem(
  { notification, onOpen },
  ref,
) {
  const content = notificationContent(notification, useGrant());
  const target = content.chargePath ?? content.subscriptionPath ?? content.accountPath ?? content.paymentsPath;
  const { downloadPath } = content;
  const download = useDownloadReport();
  const body = (
    <Stack gap={2}>
      {content.title && (
        <Text fw={700} fz="sm">
          {content.title}
        </Text>
      )}
      <Text fz="sm" className={classes.text}>
        {content.text}
      </Text>
      <Text fz="xs" c="dimmed">
        {timeAgo(notification.timeDiff)}
      </Text>
    </Stack>
  );
  const open = () => onOpen(notification);
  return (
    <li ref={ref} className={`${classes.item} ${notification.read ? '' : classes.unread}`}>
      {notification.read ? (
        <span className={classes.dotPlaceholder} />
      ) : (
        <span className={classes.dot}>
          <VisuallyHidden>{NOTIFICATION_TEXTS.unread}</VisuallyHidden>
        </span>
      )}
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        {target ? (
          <UnstyledButton component={Link} to={target} className={classes.main} onClick={open}>
            {body}
          </UnstyledButton>
        ) : (
          <div className={classes.main}>{body}</div>
        )}
        {(content.whatsAppHref || content.downloadUrl || content.downloadPath) && (
          <Group gap="xs">
            {content.whatsAppHref && (
              <Button
                component="a"
                href={content.whatsAppHref}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                variant="default"
                leftSection={<IconBrandWhatsapp size={16} color="var(--mantine-color-green-8)" aria-hidden="true" />}
              >
                {NOTIFICATION_TEXTS.whatsApp}
              </Button>
            )}
            {content.downloadUrl && (
              <Button
                component="a"
                href={content.downloadUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                onClick={open}
              >
                {NOTIFICATION_TEXTS.downloadReport}
              </Button>
            )}
            {downloadPath && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={download.isPending}
                onClick={() => {
                  download.mutate({ url: downloadPath, name: content.downloadName });
                  open();
                }}
              >
                {NOTIFICATION_TEXTS.downloadReport}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </li>
  );
});
