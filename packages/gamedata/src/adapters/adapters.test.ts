import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { datafus } from './datafus.ts';
import { dofusForge } from './dofus-forge.ts';
import { dofhunt } from './dofhunt.ts';
import { almanaxTracker } from './almanax-tracker.ts';
import { n1arkDofusQuests } from './n1ark-dofus-quests.ts';
import { dofusTracker2019 } from './dofus-tracker-2019.ts';
import { decodeCoords } from './datafus-world.ts';
import { importGameData, type ImportEvent } from '../import.ts';
import { readBundle } from '../bundle/read.ts';
import type { Adapter } from './adapter.ts';
import type { Rec } from '../util/io.ts';

let root: string;
const write = async (rel: string, content: unknown, gz = false) => {
  const p = path.join(root, rel);
  await fs.mkdir(path.dirname(p), { recursive: true });
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  await fs.writeFile(p, gz ? gzipSync(text) : text);
};
const d2o = (data: unknown[]) => ({ def: [], data });
const load = (a: Adapter) => a.load({ gamedataDir: root, dir: path.join(root, a.name) });
const rec = (data: Map<string, Map<number, Rec>>, col: string, id: number) => data.get(col)?.get(id);

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'gamedata-fixtures-'));
  // datafus: D2O {def, data}; Recipes gzipped with a NaN literal, as in the real dump.
  await write(
    'datafus/Effects.json',
    d2o([
      { id: 125, characteristic: 11, operator: '+', bonusType: 1, useDice: true, elementId: -1 },
      { id: 153, characteristic: 11, operator: '-', bonusType: -1, useDice: true, elementId: -1 },
    ]),
  );
  await write(
    'datafus/Recipes.json.gz',
    '{"def": [], "data": [{"resultId": 44, "resultTypeId": 6, "resultLevel": 7, "ingredientIds": [303], "quantities": [3], "jobId": 11, "skillId": 20, "tooltipExpirationDate": NaN}]}',
    true,
  );
  await write(
    'datafus/MapCoordinates.json',
    d2o([{ compressedCoords: (-3 << 16) | (5 & 0xffff), mapIds: [1001] }]),
  );
  await write(
    'datafus/Breeds.json',
    d2o([
      {
        id: 1,
        statsPointsForStrength: [
          [0, 1],
          [100, 2],
        ],
        statsPointsForVitality: [[0, 1]],
        breedSpellsId: [1, 2],
      },
    ]),
  );
  await write('datafus/ItemTypes.json', d2o([{ id: 6, superTypeId: 2, categoryId: 0, craftXpRatio: -1 }]));
  // dofus-forge: one file per language, label-based effects.
  const eq = (lang: 'fr' | 'en') => [
    {
      ankama_id: 44,
      name: lang === 'fr' ? 'Épée de Boisaille' : 'Twiggy Sword',
      level: 7,
      type: lang === 'fr' ? 'Épée' : 'Sword',
      effects: [
        { stat: lang === 'fr' ? 'dommages Neutre' : 'Neutral damage', min: 8, max: 10 },
        { stat: lang === 'fr' ? 'Vitalité' : 'Vitality', min: -20, max: 0 },
        { stat: lang === 'fr' ? 'Échangeable :' : 'Exchangeable:', min: 0, max: 0 },
      ],
      set_id: 1,
      ap_cost: 3,
      crit_chance: 30,
      crit_bonus: 5,
      min_range: 1,
      max_range: 1,
      max_per_turn: 1,
    },
  ];
  await write('dofus-forge/fr/equipment.json', eq('fr'));
  await write('dofus-forge/en/equipment.json', eq('en'));
  await write('dofus-forge/fr/sets.json', [
    {
      ankama_id: 1,
      name: 'Panoplie du Bouftou',
      items: [44],
      bonuses: { '2': [{ stat: 'Force', min: 5, max: 0 }] },
    },
  ]);
  await write('dofus-forge/fr/spells/iop.json', {
    classSlug: 'iop',
    spells: [
      {
        id: 13106,
        name: 'Pression',
        element: 'earth',
        levels: [
          {
            grade: 1,
            ap: 3,
            minRange: 1,
            maxRange: 4,
            effects: [{ element: 'earth', min: 16, max: 18, kind: 'damage' }],
          },
        ],
      },
    ],
  });
  await write('dofhunt/clues.json', {
    clues: [
      {
        'clue-id': 848,
        'name-fr': 'Affiche de carte au trésor',
        'name-en': 'Treasure Map Poster',
        'name-es': 'Afiche',
        'name-de': 'Anzeige',
        'name-pt': 'Cartaz',
      },
    ],
    maps: { '1001': { position: { x: -3, y: 5 }, clues: [848] } },
  });
  await write('almanax-tracker/almanax.json', [
    {
      date: '01-01',
      item: 'Métronome',
      quantite: 1,
      kamas: 8400,
      bonusDescription: 'Bonus',
      bonusCategories: ['aucun'],
    },
    { date: '12-31', item: 'Pain', quantite: 3, kamas: 10, bonusDescription: 'Fin', bonusCategories: ['xp'] },
  ]);
  await write('n1ark-dofus-quests/tr-en.json', {
    'q1072.name': 'Offering for Mazic',
    'q1072.item': 'Clockwork Metronome',
    'a5.name': 'Beginner',
    't3.male': 'Hero',
  });
  await write('n1ark-dofus-quests/tr-fr.json', { 'q1072.name': 'Offrande à Mazic', 'a5.name': 'Débutant' });
  await write('n1ark-dofus-quests/data.json', {
    almanax: [{ id: 'q1072', month: 1, day: 1, itemId: 29379, itemQuantity: 1 }],
  });
  await write(
    'dofus-tracker-2019/monsters.json.gz',
    [
      {
        id: 31,
        name: 'Larve Bleue',
        race: 'Larves',
        family: 'Créatures des champs',
        grades: [
          {
            grade: 1,
            level: 16,
            lifePoints: 90,
            actionPoints: 5,
            movementPoints: 2,
            resNeutral: 1,
            resEarth: 6,
            resFire: 6,
            resWater: -9,
            resAir: -9,
            drops: [{ itemId: 362, probability: 46, isConditional: false }],
          },
          {
            grade: 2,
            level: 17,
            lifePoints: 99,
            actionPoints: 5,
            movementPoints: 2,
            drops: [{ itemId: 362, probability: 50, isConditional: false }],
          },
        ],
      },
    ],
    true,
  );
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('adapters on fixtures', () => {
  it('decodes MapCoordinates compressed coordinates (signed 16-bit halves)', () => {
    expect(decodeCoords((-3 << 16) | (5 & 0xffff))).toEqual({ x: -3, y: 5 });
    expect(decodeCoords((7 << 16) | (-12 & 0xffff))).toEqual({ x: 7, y: -12 });
  });

  it('datafus: reads D2O, gzip and NaN; recipes give the result item its type and level', async () => {
    const data = await load(datafus);
    expect(rec(data, 'recipes', 44)).toMatchObject({
      resultId: 44,
      ingredientIds: [303],
      quantities: [3],
      jobId: 11,
    });
    expect(rec(data, 'items', 44)).toMatchObject({ typeId: 6, level: 7 });
    expect(rec(data, 'map-positions', 1001)).toMatchObject({ posX: -3, posY: 5 });
    expect(rec(data, 'effects', 125)).toMatchObject({ characteristic: 11, operator: '+' });
    expect(rec(data, 'breeds', 1)).toMatchObject({
      statsPointsForStrength: [
        [0, 1],
        [100, 2],
      ],
    });
    expect(rec(data, 'item-types', 6)?.craftXpRatio).toBeUndefined();
  });

  it('dofus-forge: FR + EN names, label effects (weapon line, malus), sets, spells', async () => {
    const data = await load(dofusForge);
    const item = rec(data, 'items', 44);
    expect(item?.name).toEqual({ fr: 'Épée de Boisaille', en: 'Twiggy Sword' });
    expect(item?.effects).toEqual([
      { effectId: 100, characteristic: 0, from: 8, to: 10 },
      { effectId: 153, characteristic: 0, from: 20, to: 20 },
    ]);
    expect(item?.weapon).toMatchObject({ apCost: 3, criticalHitProbability: 30 });
    expect(rec(data, 'item-sets', 1)?.bonuses).toEqual([
      { itemCount: 2, effects: [{ effectId: 118, characteristic: 0, from: 5, to: 5 }] },
    ]);
    expect(rec(data, 'spells', 13106)).toMatchObject({ breedId: 8, spellLevels: [1310601] });
    expect(rec(data, 'spell-levels', 1310601)).toMatchObject({ apCost: 3, range: 4 });
  });

  it('dofhunt: clues in 5 languages and clue ids per map', async () => {
    const data = await load(dofhunt);
    expect(rec(data, 'point-of-interest', 848)?.name).toMatchObject({
      fr: 'Affiche de carte au trésor',
      en: 'Treasure Map Poster',
      de: 'Anzeige',
    });
    expect(rec(data, 'map-positions', 1001)).toMatchObject({ posX: -3, posY: 5, clueIds: [848] });
  });

  it('almanax-tracker + n1ark: day ids of a leap year, FR and EN merged by day', async () => {
    const a = await load(almanaxTracker);
    expect(rec(a, 'almanax', 1)).toMatchObject({ date: '01-01', quantity: 1, itemName: { fr: 'Métronome' } });
    expect(rec(a, 'almanax', 366)).toMatchObject({ date: '12-31', bonus: { categories: ['xp'] } });
    const n = await load(n1arkDofusQuests);
    expect(rec(n, 'almanax', 1)).toMatchObject({
      questId: 1072,
      _offering: { itemId: 29379, itemName: { en: 'Clockwork Metronome' } },
    });
    expect(rec(n, 'quests', 1072)?.name).toEqual({ fr: 'Offrande à Mazic', en: 'Offering for Mazic' });
    expect(rec(n, 'titles', 3)?.name).toEqual({ en: 'Hero' });
  });

  it('dofus-tracker-2019: grades and per-grade drops', async () => {
    const data = await load(dofusTracker2019);
    const m = rec(data, 'monsters', 31);
    expect((m?.grades as Rec[])[0]).toMatchObject({ grade: 1, level: 16, resistances: { water: -9 } });
    expect(m?.drops).toEqual([{ itemId: 362, percentPerGrade: [46, 50] }]);
  });

  it('importGameData: absent folders are skipped with a notice; the bundle joins everything', async () => {
    const events: ImportEvent[] = [];
    const bundleDir = path.join(root, 'out', 'bundle');
    const { manifest } = await importGameData({
      gamedataDir: root,
      bundleDir,
      onProgress: (e) => events.push(e),
    });
    expect(events.some((e) => e.kind === 'source-skipped' && e.source === 'dofuslab')).toBe(true);
    const b = await readBundle(bundleDir);
    const item = (b.collections.get('items') as Rec[]).find((i) => i.id === 44);
    expect(item).toMatchObject({
      typeId: 6,
      slot: 'weapon',
      recipeIds: [44],
      itemSetId: 1,
      slug: { fr: 'epee-de-boisaille', en: 'twiggy-sword' },
    });
    expect((item?.effects as Rec[])[1]).toMatchObject({ effectId: 153, characteristic: 11 });
    const day1 = (b.collections.get('almanax') as Rec[]).find((d) => d.id === 1);
    expect(day1).toMatchObject({
      itemName: { fr: 'Métronome', en: 'Clockwork Metronome' },
      questId: 1072,
      itemId: 29379,
    });
    expect(b.collections.get('map-positions')).toEqual([
      // A clue map (outdoors) whose sub-area no table knows is placed on the main world.
      { id: 1001, posX: -3, posY: 5, clueIds: [848], worldMap: 1 },
    ]);
    expect(b.collections.get('treasure-hunt-index')).toEqual([{ id: 848, maps: [[1001, -3, 5, 1]] }]);
    expect((b.collections.get('breeds') as Rec[])[0]).toMatchObject({
      id: 1,
      name: { fr: 'Féca', en: 'Feca' },
    });
    expect(manifest.collections.items.sources).toEqual(['dofus-forge', 'n1ark-dofus-quests', 'datafus']);
    expect(manifest.origin).toBe('gamedata');
    expect(manifest.gameVersion).toBe('3.6.10.10');
  });
});
