import { notifications } from '@mantine/notifications';

export const NOTIFICATIONS_LOAD_ERROR = 'Falha no carregamento das notificações.';
let lastShownAt = 0;

/** One toast for a failed load, even when the drawer and the home card fail together. */
export function showNotificationsLoadError(): void {
  const now = Date.now();
  if (now - lastShownAt < 5000) return;
  lastShownAt = now;
  notifications.show({ color: 'red', message: NOTIFICATIONS_LOAD_ERROR });
}
