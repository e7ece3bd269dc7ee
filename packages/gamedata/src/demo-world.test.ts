/** Integrity of the demo world: every link resolves, every name is bilingual, every page has content. */
import { describe, expect, it } from 'vitest';
import { DEMO_GAME_VERSION, demoWorld } from '../demo/index.ts';
import { type DemoRecord, demoCollection, demoIds, missingRefs } from '../demo/lookup.ts';
import type {
  Breed,
  Dungeon,
  EffectDef,
  Item,
  ItemEffect,
  ItemSet,
  ItemType,
  Monster,
  MonsterRace,
  Recipe,
  Spell,
  SpellLevel,
} from './types.ts';

type Any = DemoRecord;
const col = demoCollection;
const ids = demoIds;
const missing = missingRefs;

/** Records left without English on purpose (see demo/index.ts). */
const ENGLISH_LESS = new Set(['items/413', 'monsters/116', 'point-of-interest/230']);

const WEAPON_TYPES = [2, 3, 4, 5, 6, 7, 8, 19, 22];
const SLOT_TYPES = [...WEAPON_TYPES, 1, 9, 10, 11, 16, 17, 81, 82, 23, 151, 217, 18, 121];
const SPEC_CHARACTERISTICS = [
  1, 10, 11, 12, 13, 14, 15, 16, 18, 19, 23, 25, 26, 33, 34, 35, 36, 37, 40, 44, 48, 49, 50, 54, 55, 56, 57,
  58, 78, 79, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 103, 120, 121, 122, 123, 124, 125,
];

describe('demo world', () => {
  const items = col<Item>('items');

  it('has a game version and unique ids in every collection', () => {
    expect(DEMO_GAME_VERSION).toBe('demo-1');
    for (const [name, list] of Object.entries(demoWorld)) {
      const seen = (list as Any[]).map((record) => record.id);
      expect(new Set(seen).size, name).toBe(seen.length);
    }
  });

  it('names every record in French and English, except the flagged English-less ones', () => {
    const problems: string[] = [];
    const textFields = ['name', 'description', 'shortName', 'longName', 'nameFemale', 'itemName', 'merydes'];
    for (const [name, list] of Object.entries(demoWorld)) {
      for (const record of list as Any[]) {
        const key = `${name}/${record.id}`;
        for (const field of textFields) {
          const text = record[field] as { fr?: string; en?: string } | undefined;
          if (text === undefined) continue;
          if (!text.fr) problems.push(`${key}.${field} has no fr`);
          if (!text.en && !ENGLISH_LESS.has(key)) problems.push(`${key}.${field} has no en`);
        }
        const named = ![
          'recipes',
          'map-positions',
          'spell-levels',
          'havenbag-furnitures',
          'almanax',
          'effects',
        ].includes(name);
        if (named && record.name === undefined) problems.push(`${key} has no name`);
      }
    }
    expect(problems).toEqual([]);
    for (const key of ENGLISH_LESS) {
      const [name, id] = key.split('/');
      const record = col(name).find((r) => r.id === Number(id)) as unknown as {
        name: { fr?: string; en?: string };
      };
      expect(record.name.fr, key).toBeTruthy();
      expect(record.name.en, key).toBeUndefined();
    }
  });

  it('covers every slot type, weapon stats and enough items', () => {
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const typeId of SLOT_TYPES)
      expect(
        items.some((item) => item.typeId === typeId),
        `type ${typeId}`,
      ).toBe(true);
    for (const item of items.filter((i) => WEAPON_TYPES.includes(i.typeId))) {
      expect(item.weapon, `weapon ${item.id}`).toBeDefined();
      expect(item.effects.some((e) => e.effectId >= 96 && e.effectId <= 100 && e.characteristic === 0)).toBe(
        true,
      );
    }
    expect(
      missing(
        'item-types',
        items.map((item) => item.typeId),
      ),
    ).toEqual([]);
    expect(
      missing(
        'item-super-types',
        col<ItemType>('item-types').map((type) => type.superTypeId),
      ),
    ).toEqual([]);
    const slots = new Set(col<ItemType>('item-types').map((type) => type.slot));
    for (const slot of [
      'weapon',
      'amulet',
      'boots',
      'ring',
      'belt',
      'helmet',
      'cape',
      'shield',
      'dofus',
      'pet',
    ])
      expect(slots).toContain(slot);
    expect(col('item-types').length).toBeLessThanOrEqual(50);
  });

  it('uses the spec characteristic ids and describes every effect it uses', () => {
    const characteristicIds = ids('characteristics');
    for (const id of SPEC_CHARACTERISTICS)
      expect(characteristicIds.has(id), `characteristic ${id}`).toBe(true);
    const used: ItemEffect[] = [
      ...items.flatMap((item) => item.effects),
      ...col<ItemSet>('item-sets').flatMap((set) => set.bonuses.flatMap((bonus) => bonus.effects)),
      ...col<{ effects: ItemEffect[] } & Any>('mounts').flatMap((mount) => mount.effects),
    ];
    const effects = new Map(col<EffectDef>('effects').map((effect) => [effect.id, effect]));
    for (const line of used) {
      const effect = effects.get(line.effectId);
      expect(effect, `effect ${line.effectId}`).toBeDefined();
      expect(effect?.characteristic, `effect ${line.effectId}`).toBe(line.characteristic);
      if (line.characteristic) expect(characteristicIds.has(line.characteristic)).toBe(true);
    }
    const spellEffectIds = col<SpellLevel>('spell-levels').flatMap((level) =>
      [...level.effects, ...level.criticalEffects].map((e) => e.effectId),
    );
    expect(missing('effects', spellEffectIds)).toEqual([]);
    for (const effect of effects.values()) {
      expect(effect.description.fr, `effect ${effect.id}`).toContain('#1');
      expect(effect.description.en, `effect ${effect.id}`).toContain('#1');
    }
    const startup = col<{ visible: boolean; categoryId: number } & Any>('characteristics').filter(
      (c) => c.visible && c.categoryId >= 2 && c.categoryId <= 5,
    );
    expect(startup.length).toBeLessThanOrEqual(50);
  });

  it('links sets, recipes and drops to existing items', () => {
    const sets = col<ItemSet>('item-sets');
    expect(sets.length).toBeGreaterThanOrEqual(3);
    for (const set of sets) {
      expect(missing('items', set.itemIds)).toEqual([]);
      for (const id of set.itemIds) expect(items.find((item) => item.id === id)?.itemSetId).toBe(set.id);
      expect(set.bonuses.map((b) => b.itemCount)).toContain(2);
    }
    for (const item of items)
      if (item.itemSetId) expect(sets.find((s) => s.id === item.itemSetId)?.itemIds).toContain(item.id);
    const rings = items.filter((item) => item.typeId === 9);
    expect(rings.some((ring) => ring.itemSetId)).toBe(true);
    expect(rings.some((ring) => !ring.itemSetId)).toBe(true);

    const recipes = col<Recipe>('recipes');
    expect(
      missing(
        'items',
        recipes.flatMap((r) => [r.resultId, ...r.ingredientIds]),
      ),
    ).toEqual([]);
    expect(
      missing(
        'jobs',
        recipes.map((r) => r.jobId),
      ),
    ).toEqual([]);
    for (const recipe of recipes) {
      expect(recipe.id).toBe(recipe.resultId);
      expect(recipe.quantities.length).toBe(recipe.ingredientIds.length);
    }
    const crafted = new Set(recipes.map((r) => r.resultId));
    const twoLevels = recipes.filter((r) => r.ingredientIds.some((id) => crafted.has(id)));
    expect(twoLevels.length).toBeGreaterThan(0);
    expect(col('jobs').length).toBeGreaterThanOrEqual(4);

    const monsters = col<Monster>('monsters');
    expect(
      missing(
        'items',
        monsters.flatMap((m) => m.drops.map((d) => d.itemId)),
      ),
    ).toEqual([]);
    for (const m of monsters) for (const d of m.drops) expect(d.percentPerGrade?.length).toBe(m.grades.length);
  });

  it('has monsters with 3 to 5 grades, races, bosses and dungeons', () => {
    const monsters = col<Monster>('monsters');
    expect(monsters.length).toBeGreaterThanOrEqual(10);
    for (const m of monsters) {
      expect(m.grades.length, `monster ${m.id}`).toBeGreaterThanOrEqual(3);
      expect(m.grades.length, `monster ${m.id}`).toBeLessThanOrEqual(5);
    }
    expect(monsters.some((m) => m.isBoss)).toBe(true);
    expect(
      missing(
        'monster-races',
        monsters.map((m) => m.raceId),
      ),
    ).toEqual([]);
    expect(
      missing(
        'monster-super-races',
        col<MonsterRace>('monster-races').map((r) => r.superRaceId),
      ),
    ).toEqual([]);
    expect(
      missing(
        'monsters',
        col<MonsterRace>('monster-races').flatMap((r) => r.monsterIds),
      ),
    ).toEqual([]);
    expect(
      missing(
        'spells',
        monsters.flatMap((m) => m.spellIds ?? []),
      ),
    ).toEqual([]);
    expect(
      missing(
        'subareas',
        monsters.flatMap((m) => m.subAreaIds ?? []),
      ),
    ).toEqual([]);
    const dungeons = col<Dungeon>('dungeons');
    expect(dungeons.length).toBeGreaterThanOrEqual(3);
    for (const d of dungeons) {
      expect(missing('monsters', [...d.monsterIds, d.bossId])).toEqual([]);
      expect(d.monsterIds).toContain(d.bossId);
      expect(missing('map-positions', [...d.mapIds, d.entranceMapId, d.exitMapId])).toEqual([]);
      for (const id of d.monsterIds)
        expect(monsters.find((m) => m.id === id)?.dungeonIds ?? []).toContain(d.id);
    }
    expect(col('challenges').length).toBeGreaterThanOrEqual(5);
  });

  it('has every breed the random route draws, three fully described with spells', () => {
    const breeds = col<Breed>('breeds');
    expect(breeds.map((b) => b.id).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 18 }, (_, i) => i + 1),
      20,
    ]);
    for (const breed of breeds) {
      expect(breed.statsPointsForVitality.length).toBeGreaterThan(0);
      expect(breed.statsPointsForStrength[0]).toEqual([0, expect.any(Number)]);
      expect(missing('breed-roles', breed.breedRoles ?? [])).toEqual([]);
      expect(missing('spells', breed.breedSpellsId)).toEqual([]);
    }
    const described = breeds.filter((b) => b.breedSpellsId.length >= 3);
    expect(described.map((b) => b.id)).toEqual(expect.arrayContaining([1, 8, 20]));
    const spells = col<Spell>('spells');
    for (const spell of spells) {
      expect(spell.spellLevels.length).toBeGreaterThan(0);
      expect(missing('spell-levels', spell.spellLevels)).toEqual([]);
      if (spell.breedId) expect(spells.find((s) => s.id === spell.variantId)?.variantId).toBe(spell.id);
    }
    expect(
      missing(
        'spells',
        col<SpellLevel>('spell-levels').map((l) => l.spellId),
      ),
    ).toEqual([]);
  });
});
