import { describe, expect, it } from 'vitest';
import { groupByLayer } from './layers';

describe('haven-bag layers', () => {
  it('groups furniture into ground, furniture and decor, in that order', () => {
    const groups = groupByLayer([
      { id: 3, layerId: 2 as const },
      { id: 1, layerId: 0 as const },
      { id: 4, layerId: 1 as const },
      { id: 2, layerId: 1 as const },
    ]);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual([
      ['ground', [1]],
      ['furniture', [2, 4]],
      ['decor', [3]],
    ]);
  });

  it('keeps an empty layer so the page can say it has nothing', () => {
    expect(groupByLayer([]).map((g) => g.items.length)).toEqual([0, 0, 0]);
  });
});
