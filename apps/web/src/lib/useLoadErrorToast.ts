import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';

/** One red toast per failed load (a retry that fails again shows it again). */
export function useLoadErrorToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt > 0) notifications.show({ color: 'red', message });
  }, [failedAt, message]);
}
