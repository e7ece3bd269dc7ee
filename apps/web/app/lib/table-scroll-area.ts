/**
 * What Mantine's `Table.ScrollContainer` gets for its ScrollArea (vite.config.ts points that import
 * here): every Table carries the ScrollContainer as a property, so the real ScrollArea (~5 KiB gzip)
 * would be in the first load of every page with a table, used or not. Our tables scroll sideways
 * through `ui/TableScroll.tsx`; ESLint refuses `Table.ScrollContainer`, and this says why if one
 * slips through.
 */
export function ScrollArea(): never {
  throw new Error('Table.ScrollContainer is not built in: wrap the table in ui/TableScroll instead.');
}
