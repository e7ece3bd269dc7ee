import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Mantine's container and its transitions (react-transition-group): a chunk of their own. */
const Notifications = lazy(() => import('./notifications-container').then((module) => ({ default: module.Notifications })));

/**
 * Mantine's notifications container, loaded when the first notification is shown: most visits show
 * none, and the container with its transition library weighs ~4 KB gzip. The notifications store
 * (a few hundred bytes) is there from the start, so a notification shown before the container has
 * loaded waits in it and appears as soon as the container mounts.
 */
export function NotificationsOnFirstUse(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const shown = notifications.length + queue.length > 0;
  useEffect(() => {
    if (shown) setWanted(true);
  }, [shown]);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
