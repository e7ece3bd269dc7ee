import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIdleFlag } from '../use-idle-flag';

const Tooltip = lazy(() => import('./tooltip-module').then((module) => ({ default: module.Tooltip })));

/**
 * Mantine's Tooltip, loaded when the browser is idle after hydration: the tooltip only shows on
 * hover or focus, and with floating-ui it weighs ~18 KB gzip, which pages with a few icon buttons
 * would otherwise download first. Until then the child renders alone (the same element: the
 * tooltip adds nothing to the page until it opens), so give icon-only children an aria-label.
 */
export function LazyTooltip({ children, ...props }: TooltipProps) {
  const idle = useIdleFlag();
  if (!idle) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
