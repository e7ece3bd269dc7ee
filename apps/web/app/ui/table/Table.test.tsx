// eslint-disable-next-line no-restricted-imports -- the look this module must match
import { MantineProvider, Table as MantineTable } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';

type AnyTable = typeof Table | typeof MantineTable;

/** The same table drawn by the given component, with the props this site's tables use. */
function sample(T: AnyTable, props: Record<string, unknown>) {
  const Any = T as typeof Table;
  return renderToStaticMarkup(
    <MantineProvider>
      <Any {...props} data-testid="sample">
        <Any.Thead>
          <Any.Tr>
            <Any.Th w={96}>Level</Any.Th>
            <Any.Th ta="right" visibleFrom="sm">
              Price
            </Any.Th>
          </Any.Tr>
        </Any.Thead>
        <Any.Tbody>
          <Any.Tr data-id="7">
            <Any.Td fw={700} c="dimmed">
              12
            </Any.Td>
            <Any.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              1 000
            </Any.Td>
          </Any.Tr>
          <Any.Tr>
            <Any.Td>3</Any.Td>
            <Any.Td className="price">40</Any.Td>
          </Any.Tr>
        </Any.Tbody>
      </Any>
    </MantineProvider>,
  );
}

describe('Table', () => {
  it.each([
    {},
    { verticalSpacing: 4 },
    { verticalSpacing: 'xs', highlightOnHover: true },
    { striped: true, verticalSpacing: 4, horizontalSpacing: 'xs' },
    { striped: true, highlightOnHover: true, mt: 'sm' },
    { withTableBorder: true, withRowBorders: false, verticalSpacing: 2 },
  ])('draws the markup of Mantine’s Table with %o, so its stylesheet gives the same look', (props) => {
    const ours = sample(Table, props);
    expect(ours).toBe(sample(MantineTable, props));
    expect(ours).toContain('<table');
  });

  it('draws plain rows and cells (no style props) as plain elements with the same classes', () => {
    expect(sample(Table, {})).toMatch(/<tr class="[^"]*mantine-Table-tr[^"]*" data-with-row-border="true"><td class="[^"]*mantine-Table-td[^"]*">3<\/td>/);
  });
});
