import { Notifications } from '@mantine/notifications';

/** Mantine's toast container, in its own chunk (see NotificationsHost). */
export default function ToastContainer() {
  return <Notifications position="top-right" limit={5} />;
}
