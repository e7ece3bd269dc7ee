import type { CSSProperties, ReactNode } from 'react';
import { breakpointVariables, type Responsive } from './breakpoints';
import classes from './Grid.module.css';

/**
 * Mantine's Grid as this site uses it (`gutter`, `align`, `Grid.Col span={{ base, sm, md, lg }}`),
 * laid out by a CSS grid of twelve columns: Mantine's computes every cell's spans in JavaScript
 * and writes a style element per cell (~1.4 KiB gzip in the first load of the tools' pages).
 */
export function Grid({
  gutter = 'md',
  align,
  children,
}: {
  gutter?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  align?: CSSProperties['alignItems'];
  children: ReactNode;
}) {
  const style = { '--grid-gutter': `var(--mantine-spacing-${gutter})`, '--grid-align': align } as CSSProperties;
  return (
    <div className={classes.grid} style={style}>
      {children}
    </div>
  );
}

function GridCol({ span = 12, children }: { span?: Responsive; children?: ReactNode }) {
  return (
    <div className={classes.col} style={breakpointVariables('--span', span, 12) as CSSProperties}>
      {children}
    </div>
  );
}

Grid.Col = GridCol;
