import type { TooltipProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIdleComponent } from '../use-idle-flag';

/**
 * Mantine's Tooltip, added when the browser is idle after hydration: the tooltip only shows on
 * hover or focus, and with floating-ui it weighs ~18 KB gzip, which pages with a few icon buttons
 * would otherwise download first. Until then the child renders alone (the tooltip adds nothing to
 * the page until it opens), so give icon-only children an aria-label. Wrapping the child in the
 * tooltip mounts it anew, so that waits until the pointer is away from it and it has no focus: a
 * press or a keystroke is never cut in two.
 */
const loadTooltip = () => import('./tooltip-module').then((module) => module.Tooltip);

export function LazyTooltip({ children, ...props }: TooltipProps) {
  const Tooltip = useIdleComponent(loadTooltip);
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // The page as it is now, not as last rendered: a pointer may have arrived since.
    const inUse = box.current?.matches(':hover') || box.current?.contains(document.activeElement);
    if (Tooltip && !pointed && !focused && !inUse) setWrapped(true);
  }, [Tooltip, pointed, focused]);
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {wrapped && Tooltip ? <Tooltip {...props}>{children}</Tooltip> : children}
    </span>
  );
}
