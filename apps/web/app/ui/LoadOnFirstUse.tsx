import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/**
 * A header control whose dropdown (Mantine's Popover or Menu, and floating-ui under them) loads on
 * the first click instead of with every page: until then the page renders `placeholder(open)`, the
 * same button without its dropdown; the click loads the module, which renders opened. Hovering or
 * focusing the button starts the download early.
 */
export function loadOnFirstUse<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props & { defaultOpened?: boolean }> }>,
) {
  const Lazy = lazy(load);
  return function LoadedOnFirstUse({
    placeholder,
    ...props
  }: Props & { placeholder: (open: () => void, prefetch: () => void) => ReactElement }) {
    const [wanted, setWanted] = useState(false);
    const prefetch = () => void load().catch(() => undefined);
    const button = placeholder(() => setWanted(true), prefetch);
    if (!wanted) return button;
    return (
      <Suspense fallback={button}>
        <Lazy {...(props as Props)} defaultOpened />
      </Suspense>
    );
  };
}
