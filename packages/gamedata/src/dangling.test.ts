import { describe, expect, it } from 'vitest';
import { pruneDangling } from './dangling.ts';
import type { Rec } from './util/io.ts';

describe('pruneDangling', () => {
  it('leaves out references to records the bundle lacks and counts them where the list is', () => {
    const cols = new Map<string, Rec[]>([
      ['items', [{ id: 1 }, { id: 2 }]],
      [
        'monsters',
        [
          { id: 10, drops: [{ itemId: 1 }, { itemId: 2269 }, { itemId: 2270 }] },
          { id: 11, drops: [{ itemId: 2 }] },
        ],
      ],
      [
        'quests',
        [
          {
            id: 5,
            steps: [
              {
                rewards: [
                  {
                    itemsReward: [
                      [1, 2],
                      [13052, 1080],
                    ],
                  },
                ],
              },
            ],
          },
        ],
      ],
    ]);
    const totals = pruneDangling(cols);
    const [m10, m11] = cols.get('monsters') as Rec[];
    expect(m10.drops).toEqual([{ itemId: 1 }]);
    expect(m10.omitted).toEqual({ drops: 2 });
    expect(m11.omitted).toBeUndefined();
    const reward = ((cols.get('quests') as Rec[])[0].steps as Rec[])[0].rewards as Rec[];
    expect(reward[0]).toMatchObject({ itemsReward: [[1, 2]], omitted: { itemsReward: 1 } });
    expect(totals).toEqual({ 'monsters.drops': 2, 'quests.itemsReward': 1 });
  });
});
