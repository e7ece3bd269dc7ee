/**
 * The 3.6.8.8 monster tables (fashionista-dofus3) on small fixtures of our own: file shape, join on the
 * game's monster and item ids, ranking against the 2019 tracker, a drop with a condition, the drop
 * every monster has, and the report's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fashionistaDofus3 } from './fashionista-dofus3.ts';
import { dofusTracker2019 } from './dofus-tracker-2019.ts';
import { makeFixtureDir, rec, type FixtureDir } from './fixture-dir.ts';
import { importGameData } from '../import.ts';
import { readBundle, readManifest } from '../bundle/read.ts';
import { EVERY_MONSTER_MIN } from '../derive-drops.ts';
import type { Item, Monster } from '../types.ts';

let dir: FixtureDir;
const tsv = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((row) => row.join('\t')).join('\n') + '\n';

/** Monster ids 1000… stand for a crowd: each drops the event item 900 and nothing else. */
const CROWD = Array.from({ length: EVERY_MONSTER_MIN }, (_, i) => 1000 + i);
const GRADE_HEADER = ['monster_ankama_id', 'grade', 'level', 'life_points', 'action_points', 'movement_points', 'ap_dodge', 'mp_dodge', 'earth_resistance', 'air_resistance', 'fire_resistance', 'water_resistance', 'neutral_resistance'];

beforeAll(async () => {
  dir = await makeFixtureDir('gamedata-fashionista-');
  await dir.write(
    'fashionista-dofus3/monster_names.tsv',
    tsv(['monster_ankama_id', 'language', 'name'], [
      [10, 'en', 'Imperial Grazer'],
      [10, 'fr', 'Broutard Impérial'],
      [11, 'en', 'Night Grazer '],
      [11, 'fr', 'Broutard Nocturne'],
      ...CROWD.flatMap((id) => [[id, 'en', `Crowd ${id}`], [id, 'fr', `Foule ${id}`]]),
    ]),
  );
  await dir.write(
    'fashionista-dofus3/monster_grades.tsv',
    tsv(GRADE_HEADER, [
      // Life rises from grade 1 to grade 2 here; the 2019 tracker had the two grades the other way round.
      [10, 1, 30, 610, 7, 5, 15, 15, 20, 5, 20, 25, 35],
      [10, 2, 30, 900, 7, 5, 15, 15, 20, 5, 20, 25, 35],
      [11, 1, 50, 400, 8, 4, 10, 10, 0, -10, 5, 5, 5],
      ...CROWD.map((id) => [id, 1, 1, 10, 3, 3, 0, 0, 0, 0, 0, 0, 0]),
    ]),
  );
  await dir.write(
    'fashionista-dofus3/item_drops.tsv',
    tsv(['item', 'monster_ankama_id', 'rate', 'conditions'], [[500, 10, '1.0', 'PL>0&PL<83']]),
  );
  await dir.write(
    'fashionista-dofus3/resource_drops.tsv',
    tsv(['resource_ankama_id', 'monster_ankama_id', 'rate', 'conditions'], [
      [501, 10, '8.8', ''],
      [900, 10, '20.0', ''],
      [900, 11, '40.0', ''],
      ...CROWD.map((id) => [900, id, '20.0', '']),
    ]),
  );
  // The 2019 tracker: monster 10 with reversed grades (XP follows life) and drops that no longer hold;
  // monster 12, which the 3.6.8.8 tables do not hold, with its 2019 drop.
  await dir.write('dofus-tracker-2019/monsters.json', [
    {
      id: 10,
      name: 'Broutard Impérial',
      grades: [
        { grade: 1, level: 30, lifePoints: 900, experience: 17280, wisdom: 120, drops: [{ itemId: 502, probability: 5 }] },
        { grade: 2, level: 30, lifePoints: 610, experience: 8600, wisdom: 120, drops: [{ itemId: 502, probability: 6 }] },
      ],
    },
    { id: 12, name: 'Broutard Ancien', grades: [{ grade: 1, level: 12, lifePoints: 80, drops: [{ itemId: 502, probability: 3 }] }] },
  ]);
  await dir.write('dofus-tracker-2019/items.json', [
    { id: 500, name: 'Coiffe du Broutard' },
    { id: 501, name: 'Laine du Broutard' },
    { id: 502, name: 'Vieille laine' },
    { id: 900, name: 'Fragment de test' },
  ]);
});

afterAll(() => dir.remove());

describe('fashionista-dofus3 adapter', () => {
  it('reads names, grades and drops keyed by the game ids, with a condition and one rate per drop', async () => {
    const data = await dir.load(fashionistaDofus3);
    const grazer = rec(data, 'monsters', 10);
    expect(grazer?.name).toEqual({ en: 'Imperial Grazer', fr: 'Broutard Impérial' });
    expect(rec(data, 'monsters', 11)?.name).toEqual({ en: 'Night Grazer', fr: 'Broutard Nocturne' });
    expect(grazer?.grades).toEqual([
      expect.objectContaining({ grade: 1, level: 30, lifePoints: 610, actionPoints: 7, movementPoints: 5, apDodge: 15 }),
      expect.objectContaining({ grade: 2, lifePoints: 900, resistances: { neutral: 35, earth: 20, fire: 20, water: 25, air: 5 } }),
    ]);
    expect(grazer?.drops).toEqual([
      { itemId: 900, percent: 20 },
      { itemId: 501, percent: 8.8 },
      { itemId: 500, percent: 1, criteria: 'PL>0&PL<83', isConditional: true },
    ]);
    expect(grazer?.dropsGameVersion).toBe('3.6.8.8');
  });
});

describe('import with the 3.6.8.8 tables and the 2019 tracker', () => {
  let monsters: Map<number, Monster>;
  let items: Map<number, Item>;
  const bundleDir = () => path.join(dir.root, 'bundle');

  beforeAll(async () => {
    await importGameData({ gamedataDir: dir.root, bundleDir: bundleDir(), adapters: [fashionistaDofus3, dofusTracker2019] });
    const cols = (await readBundle(bundleDir())).collections;
    monsters = new Map((cols.get('monsters') as Monster[]).map((m) => [m.id, m]));
    items = new Map((cols.get('items') as Item[]).map((i) => [i.id, i]));
  });

  it('takes grades and drops from the newer tables whole: the 2019 list is not mixed in', () => {
    const grazer = monsters.get(10);
    expect(grazer?.grades.map((g) => g.lifePoints)).toEqual([610, 900]);
    expect(grazer?.drops.map((d) => d.itemId)).toEqual([900, 501, 500]);
    expect(items.get(502)?.dropMonsterIds).toEqual([12]);
  });

  it('completes a newer grade with older figures only where both describe the same grade (level and life)', () => {
    const [first, second] = monsters.get(10)?.grades ?? [];
    expect(first.experience).toBe(8600);
    expect(second.experience).toBe(17280);
  });

  it('keeps the 2019 list of a monster the tables do not hold, marked as older than the newest tables', () => {
    expect(monsters.get(12)).toMatchObject({
      dropsGameVersion: '2.5x (2019)',
      dropsNotInNewestTables: '3.6.8.8',
      drops: [{ itemId: 502, percentPerGrade: [3] }],
    });
    expect(monsters.get(10)?.dropsNotInNewestTables).toBeUndefined();
  });

  it('marks the drop every monster has, on the monsters and once on the item', () => {
    expect(monsters.get(10)?.drops.find((d) => d.itemId === 900)?.everyMonster).toBe(true);
    expect(monsters.get(10)?.drops.find((d) => d.itemId === 501)?.everyMonster).toBeUndefined();
    expect(items.get(900)?.droppedByEveryMonster).toEqual({ monsters: CROWD.length + 2, percentMin: 20, percentMax: 40 });
    expect(items.get(900)?.dropMonsterIds).toHaveLength(CROWD.length + 2);
  });

  it('reports where drop lists come from and what the newer tables changed', async () => {
    const manifest = await readManifest(bundleDir());
    expect(manifest?.dropLists).toEqual({
      byGameVersion: { '3.6.8.8': CROWD.length + 2, '2.5x (2019)': 1 },
      onlyEveryMonsterDrops: CROWD.length + 1,
      none: 0,
    });
    expect(manifest?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ collection: 'monsters', field: 'grades', aspect: 'lifePoints', records: 1, newer: 'fashionista-dofus3', older: 'dofus-tracker-2019' }),
        expect.objectContaining({ collection: 'monsters', field: 'drops', aspect: 'items', records: 1 }),
      ]),
    );
  });
});
