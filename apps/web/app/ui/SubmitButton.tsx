import { Button, type ButtonProps } from '@mantine/core';
import { useSyncExternalStore, type ComponentPropsWithoutRef } from 'react';

const noSubscription = () => () => undefined;

/** False in the server's HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The submit button of a form handled in JavaScript. It stays disabled until the page has
 * hydrated: before that a click (or Enter in a field) would send the form natively, reloading
 * the page and, for a GET form, putting what was typed (a password) in the URL.
 */
export function SubmitButton({ disabled, ...props }: ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
