/**
 * The sources of the fourth and fifth searches (dofushelper-items, souchy-i18n) and the D2O sub-area
 * fields, on small fixtures: file shape, joins, ranking against the other sources, map world derivation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { dofushelperItems } from './dofushelper-items.ts';
import { souchyI18n } from './souchy-i18n.ts';
import { datafus } from './datafus.ts';
import { dofusForge } from './dofus-forge.ts';
import { dofusfight2018 } from './dofusfight-2018.ts';
import { makeFixtureDir, rec, type FixtureDir } from './fixture-dir.ts';
import { importGameData } from '../import.ts';
import { readBundle } from '../bundle/read.ts';
import type { Rec } from '../util/io.ts';

let dir: FixtureDir;
const d2o = (data: unknown[]) => ({ def: [], data });

beforeAll(async () => {
  dir = await makeFixtureDir('gamedata-fourth-');
  // 2021: item 276 (type 15, level 43), 285 (a flour, gone in 2022), 44 (also a 2.73 recipe result).
  await dir.write(
    'dofushelper-items/gameItems-2021-05.json.gz',
    {
      '15': [{ id: 276, nameId: 589982, level: 43, craftable: false, effects: [], usedInCrafting: true }],
      '62': [{ id: 285, nameId: 1, level: 10 }],
      '6': [{ id: 44, nameId: 2, level: 1 }],
    },
    true,
  );
  // 2022: item 276 changed type and level; item 19148 new; level 0 means none.
  await dir.write(
    'dofushelper-items/gameItems-2022-08.json.gz',
    {
      '203': [{ id: 19148, nameId: 731046, level: 0 }],
      '16': [{ id: 276, nameId: 589982, level: 45 }],
      '6': [{ id: 44, nameId: 2, level: 1 }],
    },
    true,
  );
  await dir.write(
    'datafus/Recipes.json',
    d2o([{ resultId: 44, resultTypeId: 7, resultLevel: 9, ingredientIds: [], quantities: [], jobId: 1 }]),
  );
  await dir.write('dofus-tracker-2019/items.json', [
    { id: 44, name: 'Sabre de test' },
    { id: 276, name: 'Pièce du Trésor du Badoul' },
    { id: 421, name: 'Ortie' },
    { id: 11122, name: 'Corne de Boufmouth de guerre' },
  ]);
  // 25 November: the 2026 list offers another item than the 2025 one (both sources are right for their year).
  await dir.write('almanax-tracker/almanax.json', [
    {
      date: '11-25',
      item: 'Corne de Boufmouth de guerre',
      quantite: 5,
      bonusDescription: 'Challenge',
      bonusCategories: [],
    },
  ]);
  await dir.write('n1ark-dofus-quests/tr-fr.json', { 'q1045.item': 'Laine de Boufmouth légendaire' });
  await dir.write('n1ark-dofus-quests/tr-en.json', { 'q1045.item': 'Venerable Mastogob Wool' });
  await dir.write('n1ark-dofus-quests/data.json', {
    almanax: [{ id: 'q1045', month: 11, day: 25, itemId: 11136, itemQuantity: 5 }],
  });
  await dir.write(
    'datafus/ItemTypes.json',
    d2o([
      { id: 16, superTypeId: 10 },
      { id: 7, superTypeId: 2 },
    ]),
  );
  await dir.write(
    'datafus/Effects.json',
    d2o([
      { id: 100, descriptionId: 426679, characteristic: 0 },
      { id: 101, descriptionId: 968554, characteristic: 0 },
    ]),
  );
  await dir.write('datafus/SpellStates.json.gz', d2o([{ id: 7, nameId: 65282 }]), true);
  await dir.write('datafus/Breeds.json', d2o([{ id: 15, shortNameId: 92496, breedSpellsId: [] }]));
  await dir.write('souchy-i18n/i18n_fr-2.65.json', {
    '426679': '#1{~1~2 à }#2 (dommages Neutre)',
    '968554': 'Folie sanguinaire',
    '65282': 'Pesanteur',
    '92496': 'Steamer',
  });
  await dir.write('souchy-i18n/i18n_en-2.65.json', {
    '426679': '#1{~1~2 to }#2 (Neutral damage)',
    '968554': 'Bloodthirsty Madness',
    '65282': '[!] Pesanteur',
    '92496': 'Foggernaut',
  });
  await dir.write('d2companion/effects.json', [
    { id: 100, description: '#1{~1~2 à }#2 (dommages Neutre)' },
    { id: 101, description: '#1{~1~2 à }#2 (vol Feu)' },
  ]);
  // Sub-areas: 10 on world 1 itself; 11 inherits world 1 from its super area only for outdoor maps.
  await dir.write('datafus/SuperAreas.json', d2o([{ id: 0, worldmapId: 1, hasWorldMap: true }]));
  await dir.write('datafus/Areas.json', d2o([{ id: 3, superAreaId: 0, worldmapId: 0 }]));
  await dir.write(
    'datafus/SubAreas.json.gz',
    d2o([
      {
        id: 10,
        areaId: 3,
        worldmapId: 1,
        mapIds: [500],
        monsters: [],
        harvestables: [421, 421, 593],
        npcs: [[1569, 500]],
        quests: [[708, 500]],
        shape: [11008, 11016, 8, 16],
        associatedZaapMapId: 88085249,
      },
      { id: 11, areaId: 3, worldmapId: -1, mapIds: [600, 601, 602], monsters: [], associatedZaapMapId: -1 },
    ]),
    true,
  );
  await dir.write(
    'datafus/MapCoordinates.json',
    d2o([{ compressedCoords: 5, mapIds: [500, 600, 601, 602] }]),
  );
  await dir.write(
    'dofusfight-2018/MapPositions.json.gz',
    [
      { id: 600, posX: 0, posY: 5, worldMap: -1, outdoor: false },
      { id: 601, posX: 0, posY: 5, worldMap: 1, outdoor: true },
    ],
    true,
  );
});

afterAll(() => dir.remove());

describe('dofushelper-items', () => {
  it('reads the per-type files, the 2022 record winning over 2021 and level 0 left unknown', async () => {
    const data = await dir.load(dofushelperItems);
    expect(rec(data, 'items', 276)).toMatchObject({ typeId: 16, level: 45 });
    expect(rec(data, 'items', 285)).toMatchObject({ typeId: 62, level: 10 });
    expect(rec(data, 'items', 19148)).toMatchObject({ typeId: 203 });
    expect(rec(data, 'items', 19148)?.level).toBeUndefined();
  });
});

describe('souchy-i18n', () => {
  it('joins text ids of the D2O tables into FR/EN pairs, skipping untranslated [!] texts', async () => {
    const data = await dir.load(souchyI18n);
    expect(rec(data, 'effects', 100)?._twins).toEqual({
      description: { fr: '#1{~1~2 à }#2 (dommages Neutre)', en: '#1{~1~2 to }#2 (Neutral damage)' },
    });
    expect(rec(data, 'spell-states', 7)).toBeUndefined();
    expect(rec(data, 'breeds', 15)?._twins).toMatchObject({ shortName: { en: 'Foggernaut' } });
  });
});

describe('import with the new sources', () => {
  let cols: Map<string, unknown[]>;
  const find = (c: string, id: number) => (cols.get(c) as Rec[] | undefined)?.find((r) => r.id === id);

  beforeAll(async () => {
    const { d2companion } = await import('./d2companion.ts');
    const { dofusTracker2019 } = await import('./dofus-tracker-2019.ts');
    const { almanaxTracker } = await import('./almanax-tracker.ts');
    const { n1arkDofusQuests } = await import('./n1ark-dofus-quests.ts');
    const bundleDir = path.join(dir.root, 'bundle');
    await importGameData({
      gamedataDir: dir.root,
      bundleDir,
      adapters: [
        datafus,
        dofushelperItems,
        souchyI18n,
        d2companion,
        dofusForge,
        dofusfight2018,
        dofusTracker2019,
        almanaxTracker,
        n1arkDofusQuests,
      ],
    });
    cols = (await readBundle(bundleDir)).collections;
  });

  it('ranks by game version: the 2.73 recipe keeps its type and level, dofushelper fills the rest', () => {
    expect(find('items', 44)).toMatchObject({ typeId: 7, level: 9 });
    expect(find('items', 276)).toMatchObject({ typeId: 16, level: 45, superTypeId: 10 });
  });

  it('uses an English text only where its French twin matches the French text already there', () => {
    expect((find('effects', 100)?.description as Rec).en).toBe('#1{~1~2 to }#2 (Neutral damage)');
    // Text id 968554 means another text in 2.65 than in 2.73: the FR twin differs, so no English.
    expect((find('effects', 101)?.description as Rec).en).not.toBe('Bloodthirsty Madness');
  });

  it('keeps harvestables, NPCs, quests, outline and zaap of sub-areas; unnamed ones counted, not listed', () => {
    expect(find('subareas', 10)).toMatchObject({
      harvestables: [421],
      npcs: [{ npcId: 1569, mapId: 500 }],
      quests: [],
      omitted: { harvestables: 1, quests: 1 },
      shape: [11008, 11016, 8, 16],
      associatedZaapMapId: 88085249,
    });
    expect(find('subareas', 11)?.associatedZaapMapId).toBeUndefined();
  });

  it('joins an almanax day to one offering: the newer item, never the other year’s id or English name', () => {
    const day = find('almanax', 330);
    expect(day).toMatchObject({ date: '11-25', itemId: 11122, offeringChanged: true });
    expect((day?.itemName as Rec).fr).toBe('Corne de Boufmouth de guerre');
    expect((day?.itemName as Rec).en).not.toBe('Venerable Mastogob Wool');
  });

  it('derives the world map of map positions: sub-area, then the 2018 dump, then the area for outdoor maps', () => {
    expect(find('map-positions', 500)?.worldMap).toBe(1);
    expect(find('map-positions', 600)?.worldMap).toBe(-1); // indoor in 2018
    expect(find('map-positions', 601)?.worldMap).toBe(1); // outdoor: its area's world
    expect(find('map-positions', 602)?.worldMap).toBe(-1); // unknown kind: no guess
  });
});
