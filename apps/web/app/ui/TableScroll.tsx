import type { ReactNode } from 'react';

/**
 * A table's sideways scroll box on narrow screens: a native overflow, like Mantine's
 * `Table.ScrollContainer type="native"`, without the ScrollArea that component imports whatever its
 * type (~3.5 KiB gzip in the first load of every page once 30 routes share it).
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
