import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { breakpointVariables, type Responsive } from './breakpoints';
import classes from './Grid.module.css';

/**
 * Equal columns, a count per breakpoint (the props of Mantine's SimpleGrid), laid out by our own
 * stylesheet (Grid.module.css) with the count picked by CSS media queries: Mantine's computes them
 * in JavaScript and writes a style element per grid (~1.1 KiB gzip of most pages' first load).
 */
export function SimpleGrid({
  cols = 1,
  spacing = 'md',
  verticalSpacing,
  children,
  ...others
}: BoxProps & {
  cols?: Responsive;
  spacing?: MantineSpacing | number;
  verticalSpacing?: MantineSpacing | number;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const style = {
    '--sg-spacing-x': getSpacing(spacing),
    '--sg-spacing-y': getSpacing(verticalSpacing ?? spacing),
    ...breakpointVariables('--cols', cols, 1),
  } as CSSProperties;
  return (
    <Box className={`mantine-SimpleGrid-root ${classes.simple}`} style={style} {...others}>
      {children}
    </Box>
  );
}
