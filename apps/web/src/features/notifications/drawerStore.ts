import { useSyncExternalStore } from 'react';

/** Open state of the notification drawer, shared by the bell, the drawer and the home page. */
let opened = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (opened === value) return;
  opened = value;
  for (const listener of listeners) listener();
}

export const openNotificationDrawer = () => set(true);
export const closeNotificationDrawer = () => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationDrawerOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opened,
    () => opened,
  );
}
