import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_TIERS } from './characteristics';
import {
  addExo,
  clearStuff,
  createStuff,
  removeExo,
  setBase,
  setBoosts,
  setBreed,
  setExo,
  setForgemagie,
  setLevel,
  setParchment,
  setPinnedSpells,
  setSexe,
  SLOT_KEYS,
  wornItemIds,
} from './stuff';
import { makeBreed } from './test-factories';

describe('a new stuff', () => {
  it('is level 200, female, default class, empty slots and zero characteristics', () => {
    const stuff = createStuff();
    expect(stuff.level).toBe(200);
    expect(stuff.sexe).toBe('female');
    expect(stuff.breedId).toBe(1);
    expect(Object.values(stuff.items).every((id) => id === null)).toBe(true);
    expect(SLOT_KEYS.filter((key) => key.startsWith('ring'))).toHaveLength(2);
    expect(SLOT_KEYS.filter((key) => key.startsWith('dofus'))).toHaveLength(6);
    expect(Object.values(stuff.base).every((value) => value === 0)).toBe(true);
    expect(Object.values(stuff.parchment).every((value) => value === 0)).toBe(true);
  });

  it('has one blank exo line of value 1, no forgemagie, no pinned spells, no boosts', () => {
    const stuff = createStuff();
    expect(stuff.exo).toEqual([{ stat: null, value: 1 }]);
    expect(stuff.forgemagie).toEqual({});
    expect(stuff.pinnedSpells).toEqual([]);
    expect(stuff.boosts).toEqual([]);
  });

  it('clearing a stuff gives back a new stuff', () => {
    let stuff = setLevel(setBreed(createStuff(), 8), 50);
    stuff = setSexe(setPinnedSpells(setBoosts(stuff, [{ name: 'bread', instance: 1 }]), [12]), 'male');
    stuff = setForgemagie(addExo(stuff), 3, { stats: { 10: 5 }, exos: [] });
    expect(clearStuff(stuff)).toEqual(createStuff());
  });
});

describe('transitions', () => {
  it('stores the chosen class and sex without touching the original', () => {
    const stuff = createStuff();
    expect(setBreed(stuff, 8).breedId).toBe(8);
    expect(setSexe(stuff, 'male').sexe).toBe('male');
    expect(stuff.breedId).toBe(1);
  });

  it('clamps the level to 1-200 as an integer', () => {
    const stuff = createStuff();
    expect(setLevel(stuff, 0).level).toBe(1);
    expect(setLevel(stuff, -5).level).toBe(1);
    expect(setLevel(stuff, 250).level).toBe(200);
    expect(setLevel(stuff, 57.8).level).toBe(57);
    expect(setLevel(stuff, '120').level).toBe(120);
  });

  it('keeps the previous level when the value is not a number', () => {
    const stuff = setLevel(createStuff(), 80);
    expect(setLevel(stuff, 'abc').level).toBe(80);
    expect(setLevel(stuff, '').level).toBe(80);
    expect(setLevel(stuff, NaN).level).toBe(80);
    expect(setLevel(stuff, undefined).level).toBe(80);
  });
});

describe('base characteristics', () => {
  it('sets a base characteristic within the capital', () => {
    expect(setBase(createStuff(), DEFAULT_COST_TIERS, 'strength', 101).base.strength).toBe(101);
  });

  it('turns a non-number or a negative value into 0', () => {
    const stuff = setBase(createStuff(), undefined, 'agility', 40);
    expect(setBase(stuff, undefined, 'agility', 'x').base.agility).toBe(0);
    expect(setBase(stuff, undefined, 'agility', -3).base.agility).toBe(0);
    expect(setBase(stuff, undefined, 'agility', null).base.agility).toBe(0);
  });

  it('lowers an over-budget value to the highest affordable one', () => {
    // Level 200: 995 points; 1000 strength costs far more, 398 is the most 995 points buy.
    expect(setBase(createStuff(), undefined, 'strength', 1000).base.strength).toBe(398);
  });

  it('counts the points already spent on the other characteristics', () => {
    let stuff = setLevel(createStuff(), 41); // 200 points
    stuff = setBase(stuff, undefined, 'vitality', 100);
    expect(setBase(stuff, undefined, 'wisdom', 50).base.wisdom).toBe(33);
    stuff = setBase(stuff, undefined, 'chance', 100);
    expect(setBase(stuff, undefined, 'wisdom', 5).base.wisdom).toBe(0);
  });

  it('uses the class cost table when given a class', () => {
    const breed = makeBreed({ statsPointsForVitality: [[0, 2]] });
    const stuff = setLevel(createStuff(), 11); // 50 points
    expect(setBase(stuff, breed, 'vitality', 40).base.vitality).toBe(25);
  });
});

describe('parchment characteristics', () => {
  it('clamps parchment to 0-100 and turns a non-number into 0', () => {
    const stuff = createStuff();
    expect(setParchment(stuff, 'wisdom', 150).parchment.wisdom).toBe(100);
    expect(setParchment(stuff, 'wisdom', -1).parchment.wisdom).toBe(0);
    expect(setParchment(stuff, 'wisdom', 42).parchment.wisdom).toBe(42);
    expect(setParchment(stuff, 'wisdom', 'many').parchment.wisdom).toBe(0);
  });
});

describe('exo lines', () => {
  it('adds a blank line of value 1', () => {
    expect(addExo(createStuff()).exo).toEqual([
      { stat: null, value: 1 },
      { stat: null, value: 1 },
    ]);
  });

  it('parses the exo value as an integer, defaulting to 1', () => {
    const stuff = setExo(createStuff(), 0, { stat: 1, value: '1' });
    expect(stuff.exo[0]).toEqual({ stat: 1, value: 1 });
    expect(setExo(stuff, 0, { value: '12.7' }).exo[0].value).toBe(12);
    expect(setExo(stuff, 0, { value: 'x' }).exo[0].value).toBe(1);
    expect(setExo(stuff, 0, { value: undefined }).exo[0].value).toBe(1);
    expect(setExo(stuff, 0, { stat: 23 }).exo[0]).toEqual({ stat: 23, value: 1 });
  });

  it('ignores a line that does not exist', () => {
    const stuff = createStuff();
    expect(setExo(stuff, 4, { stat: 1 })).toBe(stuff);
    expect(removeExo(stuff, 4)).toBe(stuff);
  });

  it('clears the stat of the only line instead of removing it', () => {
    const stuff = setExo(createStuff(), 0, { stat: 19, value: 1 });
    expect(removeExo(stuff, 0).exo).toEqual([{ stat: null, value: 1 }]);
  });

  it('removes a line when there are several', () => {
    let stuff = setExo(addExo(createStuff()), 1, { stat: 23 });
    stuff = setExo(stuff, 0, { stat: 1 });
    expect(removeExo(stuff, 0).exo).toEqual([{ stat: 23, value: 1 }]);
  });
});

describe('forgemagie', () => {
  it('stores rolled values and exos per item, and forgets them on null', () => {
    const stuff = setForgemagie(createStuff(), 42, { stats: { 10: 30 }, exos: [{ charac: 1, value: 1 }] });
    expect(stuff.forgemagie[42]).toEqual({ stats: { 10: 30 }, exos: [{ charac: 1, value: 1 }] });
    expect(setForgemagie(stuff, 42, null).forgemagie).toEqual({});
  });
});

describe('worn items', () => {
  it('lists each worn item once', () => {
    const stuff = { ...createStuff(), items: { ...createStuff().items, ring1: 5, ring2: 5, helmet: 7 } };
    expect(wornItemIds(stuff).sort()).toEqual([5, 7]);
  });
});

describe('stored stuff', () => {
  it('reads the API fields back, defaults for what is missing', async () => {
    const { stuffFromPayload } = await import('./stuff');
    const stuff = stuffFromPayload({ level: 120, breed: 8, items: { helmet: 5, ring1: null }, base: { strength: 100 }, forgemagie: { '5': { stats: { 10: 3 }, exos: [] } }, pinned_spells: [1, 2] });
    expect(stuff).toMatchObject({ level: 120, breedId: 8, sexe: 'female', pinnedSpells: [1, 2] });
    expect(stuff.items.helmet).toBe(5);
    expect(stuff.items.ring1).toBeNull();
    expect(stuff.base).toMatchObject({ strength: 100, vitality: 0 });
    expect(stuff.forgemagie[5]).toEqual({ stats: { 10: 3 }, exos: [] });
    expect(stuff.exo).toEqual([{ stat: null, value: 1 }]);
  });
});
