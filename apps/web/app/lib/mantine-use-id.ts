import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` without its extra render: Mantine's keeps React's id in state and replaces it
 * with a random one in a layout effect after mount, a synchronous re-render of every Chip, Switch,
 * input and popover as a page hydrates (240 for the 120 mounts of a breeding page). React's own id
 * is stable from the server to the browser and unique in the page, which is all that code needs.
 * `vite.config.ts` points Mantine's import of its hook here.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
