import { ActionIcon, Indicator } from '@mantine/core';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import { unreadBadge } from '@cofre/contract';
import { useUnreadQuantity } from '../api/getUnreadQuantity';
import { openNotificationDrawer } from '../drawerStore';
import { NOTIFICATION_TEXTS } from '../texts';

/** Presentational bell: the unread badge shows the count, '9+' above nine, nothing at zero. */
export function BellButton({ quantity, onClick }: { quantity: number; onClick: () => void }) {
  const badge = unreadBadge(quantity);
  return (
    <Indicator label={badge} disabled={badge === null} size={18} color="red.9" offset={6} inline>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={NOTIFICATION_TEXTS.title}
        aria-description={badge ? NOTIFICATION_TEXTS.unreadBadge(badge) : undefined}
        onClick={onClick}
      >
        <IconBell size={22} stroke={1.7} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}

/** The bell of the top bar; polls the unread count every 60 s. */
export function NotificationBell() {
  const { data } = useUnreadQuantity();
  return <BellButton quantity={data?.quantity ?? 0} onClick={openNotificationDrawer} />;
}
