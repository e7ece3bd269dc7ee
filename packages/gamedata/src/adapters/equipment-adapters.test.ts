/** Adapters of the equipment, resource and mount sources, on small fixtures written by the tests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dofuslab } from './dofuslab.ts';
import { dofusdudeResourcesEn } from './dofusdude-resources-en.ts';
import { elevagesimu } from './elevagesimu.ts';
import { makeFixtureDir, rec, type FixtureDir } from './fixture-dir.ts';
import type { Rec } from '../util/io.ts';

let dir: FixtureDir;
const names = (fr: string, en: string) => ({ en, fr, de: `${en} (de)`, es: '', pt: null, it: en });

beforeAll(async () => {
  dir = await makeFixtureDir('gamedata-equipment-');
  await dir.write('dofuslab/items.json', [
    {
      dofusID: '8699',
      name: names('Coiffe du Tynril', 'Tynril Hat'),
      itemType: 'Hat',
      setID: '12',
      level: 200,
      stats: [{ stat: 'Vitality', minStat: 301, maxStat: 350 }],
      conditions: {
        conditions: {
          or: [
            { stat: 'AP', operator: '<', value: 12 },
            { stat: 'MP', operator: '<', value: 6 },
          ],
        },
        customConditions: {},
      },
      imageUrl: 'item/16259.png',
    },
    {
      dofusID: '2411',
      name: names('Amulette sans condition', 'Unconditional Amulet'),
      itemType: 'Amulet',
      setID: null,
      level: 1,
      stats: [],
      conditions: { conditions: {}, customConditions: {} },
    },
  ]);
  await dir.write('dofuslab/weapons.json', [
    {
      dofusID: '44',
      name: names('Épée de Boisaille', 'Twiggy Sword'),
      itemType: 'Sword',
      setID: null,
      level: 7,
      stats: [{ stat: 'Strength', minStat: 7, maxStat: 10 }],
      weaponStats: {
        apCost: 3,
        usesPerTurn: 1,
        minRange: null,
        maxRange: 1,
        baseCritChance: 30,
        critBonusDamage: 5,
        weapon_effects: [{ stat: 'Neutral damage', minStat: 8, maxStat: 10 }],
      },
      conditions: {
        conditions: {
          and: [
            { stat: 'STRENGTH', operator: '>', value: 299 },
            { stat: 'SET_BONUS', operator: '<', value: 3 },
          ],
        },
      },
    },
  ]);
  await dir.write('dofuslab/sets.json', [
    {
      id: '1',
      name: names('Panoplie du Bouftou', 'Gobball Set'),
      bonuses: {
        '3': [{ stat: 'Strength', value: 10 }],
        '2': [
          { stat: 'Vitality', value: 5 },
          { stat: 'Not a stat', value: 1 },
        ],
      },
    },
  ]);
  await dir.write('dofuslab/item_types.json', [
    { en: 'Hat', fr: 'Chapeau', de: 'Hut', es: 'Sombrero', it: 'Cappello', pt: 'Chapéu' },
  ]);
  await dir.write(
    'dofusdude-resources-en/resources.json.gz',
    {
      _links: { next: null },
      items: [
        {
          ankama_id: 286,
          name: "Baker's Yeast",
          type: { name: 'Powder', id: 156 },
          level: 1,
          image_urls: { icon: 'https://img/48137-64.png', sd: 'https://img/48137-128.png' },
          description: 'Yeast is an essential ingredient.',
          recipe: [
            { item_ankama_id: 519, item_subtype: 'resources', quantity: 1 },
            { item_ankama_id: 311, item_subtype: 'resources', quantity: 2 },
          ],
        },
        { ankama_id: 289, name: 'Wheat', type: { name: 'Cereal', id: 128 }, level: 1 },
      ],
    },
    true,
  );
  await dir.write('elevagesimu/species.json', {
    families: {
      dragodinde: {
        label: 'Dragodinde',
        plural: 'Dragodindes',
        dofusdbFamilyId: 1,
        commonBonus: 'Vitalité',
        captureZone: {
          subarea: 'Plaine des Scarafeuilles',
          area: 'Amakna',
          xRange: [-6, 5],
          yRange: [21, 32],
          nearestZaap: { name: 'Plaine des Scarafeuilles', coords: [-1, 24] },
          levels: [62, 70],
          monsters: [{ id: 171, name: 'x' }],
        },
      },
    },
    species: [
      {
        id: 33,
        family: 'dragodinde',
        name: 'Dragodinde Amande et Dorée',
        generation: 2,
        colors: ['Amande', 'Dorée'],
        capturable: false,
        breedable: true,
        geneticWeight: 20,
        itemId: 33002,
        extractionQty: 2,
        genetons: { '3.5': 2, '3.6': 2, '3.7': 4 },
        captureMonsterId: null,
        crossings: [[18, 20]],
        stats: [
          { name: 'Vitalité', effectId: 125, r1: 300, r2: 100 },
          { name: 'Sans effet', r1: 1 },
        ],
      },
    ],
  });
  await dir.write('elevagesimu/dpln-xp-tables.json', { metier: { '1': 0, '2': 20 }, monture: { '1': 0 } });
  await dir.write('dofus-forge/en/mounts.json', [
    { ankama_id: 33002, name: 'Almond and Golden Dragoturkey', family: 'Dragoturkey' },
  ]);
});
afterAll(() => dir.remove());

describe('dofuslab adapter', () => {
  it('reads names in the contract languages, label effects and weapon stats', async () => {
    const data = await dir.load(dofuslab);
    const sword = rec(data, 'items', 44);
    expect(sword?.name).toEqual({ fr: 'Épée de Boisaille', en: 'Twiggy Sword', de: 'Twiggy Sword (de)' });
    expect(sword?.effects).toEqual([
      { effectId: 100, characteristic: 0, from: 8, to: 10 },
      { effectId: 118, characteristic: 0, from: 7, to: 10 },
    ]);
    expect(sword?.weapon).toEqual({
      apCost: 3,
      minRange: 1,
      maxRange: 1,
      criticalHitProbability: 30,
      criticalHitBonus: 5,
      maxCastPerTurn: 1,
    });
    expect(rec(data, 'items', 8699)).toMatchObject({ itemSetId: 12, iconId: 16259, isEquipment: true });
  });

  it('writes the condition tree as the game criterion string', async () => {
    const data = await dir.load(dofuslab);
    expect(rec(data, 'items', 8699)?.criterions).toBe('CP<12|CM<6');
    expect(rec(data, 'items', 44)?.criterions).toBe('CS>299&Pk<3');
    expect(rec(data, 'items', 2411)?.criterions).toBeUndefined();
  });

  it('sorts set bonuses by item count and skips labels that are not effects', async () => {
    const data = await dir.load(dofuslab);
    expect(rec(data, 'item-sets', 1)?.bonuses).toEqual([
      { itemCount: 2, effects: [{ effectId: 125, characteristic: 0, from: 5, to: 5 }] },
      { itemCount: 3, effects: [{ effectId: 118, characteristic: 0, from: 10, to: 10 }] },
    ]);
    const types = rec(data, '_item-type-names', 0)?.list as Rec[];
    expect(types).toEqual([{ fr: 'Chapeau', en: 'Hat', de: 'Hut', es: 'Sombrero', pt: 'Chapéu' }]);
  });
});

describe('dofusdude-resources-en adapter', () => {
  it('gives resources their English name, description, image and type name, and recipes', async () => {
    const data = await dir.load(dofusdudeResourcesEn);
    expect(rec(data, 'items', 286)).toMatchObject({
      name: { en: "Baker's Yeast" },
      description: { en: 'Yeast is an essential ingredient.' },
      img: 'https://img/48137-128.png',
      _typeName: { en: 'Powder' },
    });
    expect(rec(data, 'recipes', 286)).toMatchObject({
      resultId: 286,
      ingredientIds: [519, 311],
      quantities: [1, 2],
    });
    expect(rec(data, 'recipes', 289)).toBeUndefined();
  });
});

describe('elevagesimu adapter', () => {
  it('reads mounts with breeding data and the EN name of the same item from dofus-forge', async () => {
    const data = await dir.load(elevagesimu);
    expect(rec(data, 'mounts', 33)).toMatchObject({
      name: { fr: 'Dragodinde Amande et Dorée', en: 'Almond and Golden Dragoturkey' },
      familyId: 1,
      family: 'dragodinde',
      generation: 2,
      itemId: 33002,
      crossings: [[18, 20]],
      effects: [{ effectId: 125, characteristic: 0, from: 300, to: 300 }],
      geneticWeight: 20,
      extractionQty: 2,
      genetons: { '3.5': 2, '3.6': 2, '3.7': 4 },
    });
    expect(rec(data, 'mounts', 33)?.captureMonsterId).toBeUndefined();
  });

  it('reads each family with its EN name and the generation-1 capture zone', async () => {
    const data = await dir.load(elevagesimu);
    expect(rec(data, 'mount-families', 1)).toEqual({
      id: 1,
      key: 'dragodinde',
      name: { fr: 'Dragodinde', en: 'Dragoturkey' },
      plural: { fr: 'Dragodindes' },
      commonBonus: { fr: 'Vitalité' },
      captureZone: {
        subArea: { fr: 'Plaine des Scarafeuilles' },
        area: { fr: 'Amakna' },
        xRange: [-6, 5],
        yRange: [21, 32],
        levels: [62, 70],
        nearestZaap: { name: { fr: 'Plaine des Scarafeuilles' }, coords: [-1, 24] },
        monsterIds: [171],
      },
    });
  });

  it('reads the XP tables and the capture zones (sub-area and area names)', async () => {
    const data = await dir.load(elevagesimu);
    expect(rec(data, 'xp-tables', 1)).toMatchObject({
      table: 'metier',
      levels: [
        [1, 0],
        [2, 20],
      ],
    });
    expect(rec(data, '_capture-zones', 0)?.list).toEqual([
      { subArea: { fr: 'Plaine des Scarafeuilles' }, area: { fr: 'Amakna' } },
    ]);
  });

  it('ranks above dofus-forge: its 3.6.12.16 client is the newest of all sources', async () => {
    const { dofusForge } = await import('./dofus-forge.ts');
    expect(elevagesimu.rank).toBeGreaterThan(dofusForge.rank);
  });
});
