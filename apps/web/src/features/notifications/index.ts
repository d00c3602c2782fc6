// Public surface of the notifications feature.
export { NotificationBell, BellButton } from './components/NotificationBell';
export { LazyNotificationDrawer } from './components/LazyNotificationDrawer';
export { NotificationPreviewList } from './components/NotificationPreviewList';
export { openNotificationDrawer } from './drawerStore';
