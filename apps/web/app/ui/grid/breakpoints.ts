export const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
/** A value for every screen, or from some breakpoints up (`{ base: 1, sm: 2 }`), as Mantine takes them. */
export type Responsive = number | Partial<Record<Breakpoint, number>>;

/**
 * One CSS variable per breakpoint (`--span-base` … `--span-xl`), each breakpoint without a value
 * taking the one below it, `base` taking `fallback`: the stylesheet picks the variable of the
 * screen's breakpoint in its media queries, and a grid inside a cell inherits none of its cell's.
 */
export function breakpointVariables<Name extends string>(name: Name, value: Responsive, fallback: number) {
  const given = typeof value === 'number' ? { base: value } : value;
  let current = fallback;
  return Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => {
      current = given[breakpoint] ?? current;
      return [`${name}-${breakpoint}`, current];
    }),
  ) as Record<`${Name}-${Breakpoint}`, number>;
}
