import type { CSSProperties, ReactNode } from 'react';
import classes from './Grid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
export type GridSpan = number | Partial<Record<Breakpoint, number>>;

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

/** Each breakpoint's span, a breakpoint without one taking the one below it (12 at the base). */
export function spanVariables(span: GridSpan): Record<`--span-${Breakpoint}`, number> {
  const given = typeof span === 'number' ? { base: span } : span;
  let current = 12;
  return Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => {
      current = given[breakpoint] ?? current;
      return [`--span-${breakpoint}`, current];
    }),
  ) as Record<`--span-${Breakpoint}`, number>;
}

function GridCol({ span = 12, children }: { span?: GridSpan; children?: ReactNode }) {
  return (
    <div className={classes.col} style={spanVariables(span) as CSSProperties}>
      {children}
    </div>
  );
}

Grid.Col = GridCol;
