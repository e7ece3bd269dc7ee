import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Grid, spanVariables } from './Grid';

describe('Grid', () => {
  it('gives every breakpoint a span, each taking the one below it where none is given', () => {
    expect(spanVariables({ base: 6, md: 2 })).toEqual({
      '--span-base': 6,
      '--span-xs': 6,
      '--span-sm': 6,
      '--span-md': 2,
      '--span-lg': 2,
      '--span-xl': 2,
    });
    expect(spanVariables({ sm: 6 })['--span-base']).toBe(12);
    expect(Object.values(spanVariables(4))).toEqual([4, 4, 4, 4, 4, 4]);
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
});
