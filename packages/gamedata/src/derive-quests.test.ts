import { describe, expect, it } from 'vitest';
import { cleanQuests } from './derive-quests.ts';
import type { Rec } from './util/io.ts';

describe('quest clean-up', () => {
  it('drops an empty copy of a quest and the dungeon flag of an Almanax offering, nothing else', () => {
    const quests = new Map<number, Rec>([
      [489, { id: 489, name: { fr: 'Bien débuter' }, steps: [{ id: 1 }] }],
      [2502, { id: 2502, name: { fr: 'Bien débuter' }, steps: [] }],
      [77, { id: 77, name: { fr: 'Seule et vide' }, steps: [] }],
      [1057, { id: 1057, name: { fr: 'Offrande à Tinyrus' }, steps: [{ id: 2 }], isDungeonQuest: true }],
      [5, { id: 5, name: { fr: 'Le donjon' }, steps: [{ id: 3 }], isDungeonQuest: true }],
    ]);
    const cols = new Map([
      ['quests', quests],
      ['almanax', new Map<number, Rec>([[1, { id: 1, questId: 1057 }]])],
    ]);
    expect(cleanQuests(cols)).toEqual({ emptyDuplicates: 1, offeringFlags: 1 });
    expect([...quests.keys()]).toEqual([489, 77, 1057, 5]);
    expect(quests.get(1057)?.isDungeonQuest).toBeUndefined();
    expect(quests.get(5)?.isDungeonQuest).toBe(true);
  });
});
