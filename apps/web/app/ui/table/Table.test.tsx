import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';

/** A two-row table with the props this site's tables use. */
function sample(props: Record<string, unknown>) {
  return renderToStaticMarkup(
    <MantineProvider>
      <Table {...props} data-testid="sample">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>Level</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-id="7">
            <Table.Td fw={700}>12</Table.Td>
            <Table.Td ta="right">1 000</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>3</Table.Td>
            <Table.Td className="price">40</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
}

describe('Table', () => {
  it('borders rows by default and spaces cells by 7 px, as Mantine’s tables', () => {
    const html = sample({});
    expect(html).toContain('style="--table-vertical-spacing:calc(0.4375rem * var(--mantine-scale))"');
    expect(html.match(/data-with-row-border="true"/g)).toHaveLength(3);
    expect(html).not.toContain('data-striped');
    expect(html).not.toContain('data-hover');
  });

  it('stripes and highlights rows when asked, and drops row borders when told', () => {
    const html = sample({ striped: true, highlightOnHover: true, withRowBorders: false, withTableBorder: true, horizontalSpacing: 'xs' });
    expect(html.match(/data-striped="odd"/g)).toHaveLength(3);
    expect(html.match(/data-hover="true"/g)).toHaveLength(3);
    expect(html).not.toContain('data-with-row-border');
    expect(html).toContain('data-with-table-border="true"');
    expect(html).toContain('--table-horizontal-spacing:var(--mantine-spacing-xs)');
  });

  it('gives cells Mantine’s style props, and plain cells plain elements with the caller’s class', () => {
    const html = sample({});
    expect(html).toMatch(/<th style="width:calc\(6rem \* var\(--mantine-scale\)\)" class="[^"]+">Level<\/th>/);
    expect(html).toMatch(/<td style="text-align:right" class="[^"]+">1 000<\/td>/);
    expect(html).toMatch(/<td class="[^" ]+ price">40<\/td>/);
    expect(html).toMatch(/<tr class="[^"]+" data-with-row-border="true" data-id="7">/);
  });
});
