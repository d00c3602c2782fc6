// Public surface of the notifications feature.
export { NotificationBell, BellButton } from './components/NotificationBell';
export { NotificationDrawer } from './components/NotificationDrawer';
export { NotificationPreviewList } from './components/NotificationPreviewList';
export { openNotificationDrawer } from './drawerStore';
