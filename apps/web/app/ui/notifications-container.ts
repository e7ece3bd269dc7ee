// The one module that takes Mantine's notifications container (and react-transition-group): the
// others import only the store's functions, which the package's `sideEffects` lets the build keep
// apart, and this chunk loads on first use (NotificationsOnFirstUse).
export { Notifications } from '@mantine/notifications';
