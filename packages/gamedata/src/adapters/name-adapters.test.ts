/** Adapters of the FR/EN name sources (lists, Metamob, dungeon finders, zaaps), on small fixtures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d2companion } from './d2companion.ts';
import { metamobApi } from './metamob-api.ts';
import { zaapixGroupfinder } from './zaapix-groupfinder.ts';
import { dofusCompanionDungeons } from './dofus-companion-dungeons.ts';
import { jouvevDofusTools } from './jouvev-dofus-tools.ts';
import { makeFixtureDir, rec, type FixtureDir } from './fixture-dir.ts';

let dir: FixtureDir;

beforeAll(async () => {
  dir = await makeFixtureDir('gamedata-names-');
  await dir.write('d2companion/achievements.json', [
    { id: 5, name: 'Débutant', categoryId: 1, order: 2, iconId: 3 },
  ]);
  await dir.write('d2companion/quests.json', [{ id: 1072, name: 'Offrande à Mazic', categoryId: 7 }]);
  await dir.write('d2companion/quest-categories.json', [
    { id: 7, name: 'Almanax', questIds: [1072], order: 1 },
  ]);
  await dir.write('d2companion/monsters.json', [
    { id: 31, name: 'Larve Bleue' },
    { id: 32, name: 'Doublon' },
    { id: 33, name: 'Doublon' },
  ]);
  await dir.write('d2companion/mounts.json', [{ id: 1, name: 'Dragodinde Rousse', certificateId: 7808 }]);
  await dir.write('d2companion/spells.json', [{ id: 161, name: 'Flèche Magique', typeId: 3, iconId: 9 }]);
  await dir.write('d2companion/effects.json', [{ id: 125, description: '#1{~1~2 à }#2 Vitalité' }]);
  await dir.write('d2companion/almanax.json', [
    { date: '2024-02-29', merydes: 'Mazic', description: 'Bonus du jour', reward: '8400' },
    { date: 'pas une date', merydes: 'x', description: 'y' },
  ]);
  await dir.write('d2companion/runes-forgemagie.json', [
    {
      _id: 1519,
      name: 'Rune Fo',
      level: 1,
      iconId: 78043,
      possibleEffects: [{ effectId: 118, diceNum: 1, diceSide: 0 }],
    },
  ]);
  await dir.write('metamob-api/monsters.json', [
    { id: 900, name: { fr: 'Larve bleue', en: 'Blue Larva', es: 'Larva azul' }, type: 1 },
    { id: 901, name: { fr: 'Doublon', en: 'Twin' }, type: 3 },
    { id: 902, name: { fr: 'Inconnu', en: 'Unknown' }, type: 2 },
  ]);
  await dir.write('metamob-api/zones.json', [
    { id: 1, name: { fr: 'Amakna', en: 'Amakna', es: 'Amakna' }, subzones: [48] },
  ]);
  await dir.write('metamob-api/subzones.json', [
    {
      id: 48,
      name: { fr: 'Akadémie des Gobs', en: 'Gob Akademy', es: 'Akademia' },
      zone: 1,
      monsters: [900],
    },
  ]);
  await dir.write('zaapix-groupfinder/dungeons.json', [
    {
      Id: 2,
      Name: { Fr: 'Cour du Bouftou Royal' },
      OptimalPlayerLevel: 30,
      MapIds: [1, 2],
      EntranceMapId: 1,
      ExitMapId: 2,
      Monsters: [147, 31],
      Subarea: 22,
    },
  ]);
  await dir.write('zaapix-groupfinder/monsters.json', [
    { Id: 147, name: { Fr: 'Bouftou Royal' }, isBoss: true, isMiniBoss: false },
  ]);
  await dir.write('zaapix-groupfinder/challenges.json', [
    { Id: 1, Name: { Fr: 'Zombie' }, Description: { Fr: 'Un PM par tour' }, IconId: 4 },
  ]);
  await dir.write('zaapix-groupfinder/achievements.json', [
    { Id: 40, Name: { Fr: 'Cour du Bouftou Royal' }, CategoryId: 3, Points: 10, Level: 30, Order: 1 },
  ]);
  await dir.write(
    'dofus-companion-dungeons/dungeons.json.gz',
    [
      {
        id: 'cour-du-bouftou-royal',
        name: 'Cour du Bouftou royal',
        nameEn: "Royal Gobball's Court",
        recommendedLevel: 30,
        monsters: [{ id: '31', name: 'Larve Bleue', nameEn: 'Blue Larva', level: 16, hp: 90 }],
        boss: { id: '147', name: 'Bouftou Royal', nameEn: 'Royal Gobball', level: 30, hp: 600 },
      },
      { id: 'expedition', name: 'Expédition - Inconnue', nameEn: null, monsters: [], boss: null },
    ],
    true,
  );
  await dir.write('jouvev-dofus-tools/zaaps.json', [
    { id: 2840, mapId: 88213271, x: -2, y: 0, worldMapId: 1, name: "Village d'Amakna", zone: 1 },
  ]);
});
afterAll(() => dir.remove());

describe('d2companion adapter', () => {
  it('reads the French id → name lists', async () => {
    const data = await dir.load(d2companion);
    expect(rec(data, 'achievements', 5)).toMatchObject({
      name: { fr: 'Débutant' },
      categoryId: 1,
      iconId: 3,
    });
    expect(rec(data, 'quests', 1072)).toMatchObject({ name: { fr: 'Offrande à Mazic' }, categoryId: 7 });
    expect(rec(data, 'quest-categories', 7)).toMatchObject({ questIds: [1072] });
    expect(rec(data, 'mounts', 1)).toMatchObject({ name: { fr: 'Dragodinde Rousse' }, certificateId: 7808 });
    expect(rec(data, 'spells', 161)).toMatchObject({ name: { fr: 'Flèche Magique' }, typeId: 3 });
    expect(rec(data, 'effects', 125)?.description).toEqual({ fr: '#1{~1~2 à }#2 Vitalité' });
  });

  it('keys the almanax by day of a leap year and skips undated rows; runes become items', async () => {
    const data = await dir.load(d2companion);
    expect([...(data.get('almanax')?.keys() ?? [])]).toEqual([60]);
    expect(rec(data, 'almanax', 60)).toMatchObject({
      date: '02-29',
      merydes: { fr: 'Mazic' },
      kamas: 8400,
      bonus: { description: { fr: 'Bonus du jour' } },
    });
    expect(rec(data, 'items', 1519)).toMatchObject({
      name: { fr: 'Rune Fo' },
      effects: [{ effectId: 118, characteristic: 0, from: 1, to: 1 }],
    });
  });
});

describe('metamob-api adapter', () => {
  it('joins monsters to game ids by FR name (accents and case aside), leaving ambiguous names out', async () => {
    const data = await dir.load(metamobApi);
    expect(rec(data, 'monsters', 31)).toEqual({
      id: 31,
      name: { fr: 'Larve bleue', en: 'Blue Larva', es: 'Larva azul' },
    });
    expect(rec(data, 'monsters', 32)).toBeUndefined();
    expect(data.get('monsters')?.size).toBe(1);
  });

  it('keeps zone and sub-zone names, each sub-zone with its zone', async () => {
    const data = await dir.load(metamobApi);
    expect(rec(data, '_metamob-places', 0)).toMatchObject({
      areas: [{ fr: 'Amakna', en: 'Amakna', es: 'Amakna' }],
      subAreas: [
        {
          name: { fr: 'Akadémie des Gobs', en: 'Gob Akademy', es: 'Akademia' },
          areaName: { fr: 'Amakna', en: 'Amakna', es: 'Amakna' },
        },
      ],
    });
  });
});

describe('zaapix-groupfinder adapter', () => {
  it('reads dungeons with their monsters and sub-area, dungeon monsters, challenges and achievements', async () => {
    const data = await dir.load(zaapixGroupfinder);
    expect(rec(data, 'dungeons', 2)).toMatchObject({
      name: { fr: 'Cour du Bouftou Royal' },
      level: 30,
      mapIds: [1, 2],
      monsterIds: [147, 31],
      subAreaId: 22,
    });
    expect(rec(data, 'monsters', 147)).toMatchObject({ name: { fr: 'Bouftou Royal' }, isBoss: true });
    expect(rec(data, 'monsters', 147)?.isMiniBoss).toBeUndefined();
    expect(rec(data, 'challenges', 1)).toMatchObject({ description: { fr: 'Un PM par tour' }, iconId: 4 });
    expect(rec(data, 'achievements', 40)).toMatchObject({ points: 10, level: 30 });
  });
});

describe('dofus-companion-dungeons adapter', () => {
  it('joins dungeons by FR name through zaapix and names their monsters in FR and EN', async () => {
    const data = await dir.load(dofusCompanionDungeons);
    expect(rec(data, 'dungeons', 2)).toMatchObject({
      name: { fr: 'Cour du Bouftou royal', en: "Royal Gobball's Court" },
      level: 30,
      bossId: 147,
    });
    expect(data.get('dungeons')?.size).toBe(1);
    expect(rec(data, 'monsters', 147)).toMatchObject({
      name: { fr: 'Bouftou Royal', en: 'Royal Gobball' },
      isBoss: true,
      _dungeonGrade: { level: 30, lifePoints: 600 },
    });
    expect(rec(data, 'monsters', 31)?.isBoss).toBeUndefined();
  });
});

describe('jouvev-dofus-tools adapter', () => {
  it('places zaaps on the map and keeps their names by map id (a zaap bears its sub-area name)', async () => {
    const data = await dir.load(jouvevDofusTools);
    expect(rec(data, 'map-positions', 88213271)).toMatchObject({ posX: -2, posY: 0, worldMap: 1 });
    expect(rec(data, '_zaap-names', 88213271)?.name).toEqual({ fr: "Village d'Amakna" });
  });
});
