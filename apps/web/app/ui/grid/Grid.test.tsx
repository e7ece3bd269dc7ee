import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breakpointVariables } from './breakpoints';
import { Grid } from './Grid';
import { SimpleGrid } from './SimpleGrid';

describe('Grid', () => {
  it('gives every breakpoint a span, each taking the one below it where none is given', () => {
    expect(breakpointVariables('--span', { base: 6, md: 2 }, 12)).toEqual({
      '--span-base': 6,
      '--span-xs': 6,
      '--span-sm': 6,
      '--span-md': 2,
      '--span-lg': 2,
      '--span-xl': 2,
    });
    expect(breakpointVariables('--span', { sm: 6 }, 12)['--span-base']).toBe(12);
    expect(Object.values(breakpointVariables('--cols', 4, 1))).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it('writes the gutter, the alignment and each cell’s spans in the server HTML', () => {
    const html = renderToStaticMarkup(
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, lg: 7 }}>Crafts</Grid.Col>
      </Grid>,
    );
    expect(html).toContain('--grid-gutter:var(--mantine-spacing-sm);--grid-align:flex-end');
    expect(html).toContain('--span-base:12;--span-xs:12;--span-sm:12;--span-md:12;--span-lg:7;--span-xl:7');
    expect(html).toContain('>Crafts</div>');
  });

  it('draws a SimpleGrid with its own class, its spacings and a column count per breakpoint', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing={4} data-testid="other-totals">
          <p>AP</p>
        </SimpleGrid>
      </MantineProvider>,
    );
    expect(html).toMatch(/class="mantine-SimpleGrid-root [^" ]+"/);
    expect(html).toContain(
      '--sg-spacing-x:var(--mantine-spacing-lg);--sg-spacing-y:calc(0.25rem * var(--mantine-scale));--cols-base:1;--cols-xs:1;--cols-sm:2;--cols-md:2;--cols-lg:2;--cols-xl:2',
    );
    expect(html).toContain('data-testid="other-totals"');
  });
});
