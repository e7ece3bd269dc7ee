import type { ComponentType } from 'react';
import { useIdleComponent } from './use-idle-flag';

interface IdleLoadedProps<P> {
  /** Fetches the component's module (one fixed module). */
  load: () => Promise<ComponentType<P>>;
  /** Fetch at once rather than when the browser is idle (the user asked for it). */
  now?: boolean;
  /** Its props, or null to draw nothing for now (a closed dialog's content). */
  props: P | null;
  /** A new key draws a new instance (fresh state), as `key` on the component would. */
  instanceKey?: string | number;
}

/**
 * A component fetched once the browser is idle (or at once when `now` turns true), drawn with
 * `props` once it is there and they are given: a dialog's content, a form behind a button. The
 * waiting lives here, so the page around it does not render again when the module arrives (on the
 * stuff editor, that render was a long task on a phone).
 */
export function IdleLoaded<P extends object>({ load, now = false, props, instanceKey }: IdleLoadedProps<P>) {
  const Component = useIdleComponent(load, now);
  return Component && props ? <Component key={instanceKey} {...props} /> : null;
}
