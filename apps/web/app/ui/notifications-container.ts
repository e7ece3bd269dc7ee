// The one module that takes Mantine's notifications container (and react-transition-group): the
// others get only the notifications store (vite.config.ts), and this chunk loads on first use.
export { Notifications } from '@mantine/notifications';
