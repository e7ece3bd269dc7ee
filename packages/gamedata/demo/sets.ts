/** Item sets and recipes (two levels deep: wood → plank → hat). */
import type { ItemSet, Recipe } from '../src/types.ts';
import { items } from './items.ts';
import { type Demo, fx, t } from './util.ts';

/** Set 1 holds a ring (431): the equip rules refuse wearing it twice. */
export const itemSets: Demo<ItemSet>[] = [
  {
    id: 1,
    name: t('Panoplie du Broutard Pourpre', 'Purple Grazer Set'),
    level: 18,
    itemIds: [401, 411, 421, 431, 441, 451],
    bonuses: [
      { itemCount: 2, effects: [fx('vitality', 10), fx('strength', 5)] },
      { itemCount: 3, effects: [fx('vitality', 20), fx('strength', 10), fx('initiative', 50)] },
      { itemCount: 4, effects: [fx('vitality', 30), fx('strength', 15), fx('prospecting', 5)] },
      { itemCount: 5, effects: [fx('vitality', 40), fx('strength', 20), fx('wisdom', 10)] },
      { itemCount: 6, effects: [fx('vitality', 50), fx('strength', 30), fx('ap', 1)] },
    ],
  },
  {
    id: 2,
    name: t('Panoplie du Roi Crapaudin', 'Toadling King Set'),
    level: 115,
    itemIds: [403, 423, 452, 504],
    bonuses: [
      { itemCount: 2, effects: [fx('intelligence', 20), fx('fireResPct', 3)] },
      { itemCount: 3, effects: [fx('intelligence', 40), fx('heals', 10), fx('waterResPct', 5)] },
      { itemCount: 4, effects: [fx('intelligence', 60), fx('mp', 1), fx('fireDamage', 10)] },
    ],
  },
  {
    id: 3,
    name: t('Panoplie du Vent Sec', 'Dry Wind Set'),
    level: 160,
    itemIds: [433, 443, 462, 510],
    bonuses: [
      { itemCount: 2, effects: [fx('agility', 30), fx('airDamage', 5)] },
      { itemCount: 3, effects: [fx('agility', 50), fx('crit', 5), fx('airResPct', 5)] },
      { itemCount: 4, effects: [fx('agility', 80), fx('ap', 1), fx('range', 1), fx('critDamage', 15)] },
    ],
  },
];

/** [resultId, jobId, [ingredientId, quantity][]] */
const RECIPES: [number, number, [number, number][]][] = [
  // Intermediates (level 1 of the chains).
  [351, 2, [[301, 10]]],
  [
    352,
    24,
    [
      [302, 10],
      [309, 2],
    ],
  ],
  [353, 27, [[304, 5]]],
  [
    354,
    26,
    [
      [303, 4],
      [311, 1],
    ],
  ],
  // Consumables.
  [
    371,
    26,
    [
      [303, 2],
      [311, 1],
    ],
  ],
  [372, 28, [[306, 4]]],
  // Equipment built on intermediates (level 2 of the chains).
  [
    401,
    27,
    [
      [351, 2],
      [353, 3],
      [304, 5],
    ],
  ],
  [
    411,
    27,
    [
      [353, 4],
      [304, 6],
      [303, 2],
    ],
  ],
  [
    421,
    16,
    [
      [352, 1],
      [304, 4],
      [303, 3],
    ],
  ],
  [
    431,
    16,
    [
      [352, 2],
      [304, 3],
    ],
  ],
  [
    441,
    15,
    [
      [353, 3],
      [304, 4],
    ],
  ],
  [
    451,
    15,
    [
      [353, 3],
      [351, 1],
      [304, 4],
    ],
  ],
  [
    402,
    27,
    [
      [353, 6],
      [306, 10],
      [311, 5],
    ],
  ],
  [
    412,
    27,
    [
      [354, 4],
      [353, 6],
      [305, 8],
    ],
  ],
  [
    413,
    27,
    [
      [351, 6],
      [353, 10],
      [312, 2],
    ],
  ],
  [
    422,
    16,
    [
      [308, 12],
      [352, 3],
    ],
  ],
  [
    432,
    16,
    [
      [352, 4],
      [302, 5],
    ],
  ],
  [
    442,
    15,
    [
      [354, 3],
      [353, 5],
    ],
  ],
  [
    461,
    11,
    [
      [351, 8],
      [352, 2],
    ],
  ],
  [
    501,
    13,
    [
      [351, 4],
      [304, 2],
    ],
  ],
  [
    503,
    13,
    [
      [351, 3],
      [354, 2],
    ],
  ],
  [
    505,
    11,
    [
      [352, 4],
      [351, 1],
    ],
  ],
  [
    507,
    11,
    [
      [352, 8],
      [351, 4],
      [312, 1],
    ],
  ],
  [
    508,
    11,
    [
      [352, 5],
      [351, 3],
      [308, 4],
    ],
  ],
  [
    509,
    11,
    [
      [301, 5],
      [302, 3],
    ],
  ],
  [
    403,
    27,
    [
      [307, 20],
      [354, 5],
      [353, 10],
    ],
  ],
  [
    423,
    16,
    [
      [307, 15],
      [352, 6],
    ],
  ],
  [
    452,
    15,
    [
      [307, 12],
      [353, 8],
    ],
  ],
  [
    504,
    13,
    [
      [307, 10],
      [351, 12],
      [354, 4],
    ],
  ],
  [
    433,
    16,
    [
      [310, 10],
      [352, 10],
    ],
  ],
  [
    443,
    15,
    [
      [310, 12],
      [353, 12],
    ],
  ],
  [
    462,
    11,
    [
      [310, 15],
      [351, 20],
      [352, 10],
    ],
  ],
  [
    510,
    11,
    [
      [310, 20],
      [352, 15],
      [351, 10],
    ],
  ],
];

export const recipes: Recipe[] = RECIPES.map(([resultId, jobId, ingredients]) => {
  const result = items.find((item) => item.id === resultId);
  if (!result) throw new Error(`demo: recipe for unknown item ${resultId}`);
  return {
    id: resultId,
    resultId,
    resultTypeId: result.typeId,
    resultLevel: result.level,
    jobId,
    skillId: jobId * 10,
    ingredientIds: ingredients.map(([id]) => id),
    quantities: ingredients.map(([, quantity]) => quantity),
  };
});
