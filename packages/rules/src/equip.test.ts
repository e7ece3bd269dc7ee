import { describe, expect, it } from 'vitest';
import { equip, ITEM_TYPE_SLOTS, slotOfType, unequip } from './equip';
import type { EquipResult } from './equip';
import { createStuff } from './stuff';
import type { Stuff } from './stuff';
import { makeItem } from './test-factories';

const RING = 9;
const DOFUS = 23;

/** The stuff after a successful equip; fails the test otherwise. */
function worn(result: EquipResult): Stuff {
  expect(result.ok).toBe(true);
  return result.stuff;
}

describe('item types', () => {
  it('maps every weapon type to the weapon slot', () => {
    for (const type of [102, 2, 114, 3, 4, 5, 6, 7, 8, 22, 99, 19, 20, 83, 21, 271]) {
      expect(slotOfType(type)).toBe('weapon');
    }
  });

  it('maps armour, dofus and pet types to their slots', () => {
    expect([1, 11, 9, 10, 16, 17, 81, 82].map(slotOfType)).toEqual([
      'amulet',
      'boots',
      'ring',
      'belt',
      'helmet',
      'cape',
      'cape',
      'shield',
    ]);
    expect([23, 217, 151].map(slotOfType)).toEqual(['dofus', 'dofus', 'dofus']);
    expect([18, 121, 97, 196, 207].map(slotOfType)).toEqual(['pet', 'pet', 'pet', 'pet', 'pet']);
    expect(Object.keys(ITEM_TYPE_SLOTS)).toHaveLength(16 + 8 + 3 + 5);
  });

  it('has no slot for a resource type', () => {
    expect(slotOfType(15)).toBeUndefined();
  });
});

describe('equipping', () => {
  it('refuses an item whose type has no slot', () => {
    const stuff = createStuff();
    const result = equip(stuff, makeItem({ typeId: 15 }));
    expect(result).toEqual({ ok: false, stuff, slot: 0, reason: 'item-cannot-be-equipped' });
  });

  it('puts armour in its slot, replacing what was there', () => {
    const first = makeItem({ typeId: 16 });
    const second = makeItem({ typeId: 16 });
    const result = equip(worn(equip(createStuff(), first)), second);
    expect(result.slot).toBe('helmet');
    expect(result.stuff.items.helmet).toBe(second.id);
  });

  it('replaces the weapon with any weapon type', () => {
    const sword = makeItem({ typeId: 6 });
    const bow = makeItem({ typeId: 2 });
    const stuff = worn(equip(createStuff(), sword));
    const result = equip(stuff, bow);
    expect(result.slot).toBe('weapon');
    expect(result.stuff.items.weapon).toBe(bow.id);
    expect(stuff.items.weapon).toBe(sword.id);
  });

  it('puts a pet in the pet slot', () => {
    expect(equip(createStuff(), makeItem({ typeId: 121 })).slot).toBe('pet');
  });
});

describe('rings', () => {
  it('puts a ring in the first free ring slot, else the second', () => {
    const [a, b, c] = [makeItem({ typeId: RING }), makeItem({ typeId: RING }), makeItem({ typeId: RING })];
    const one = equip(createStuff(), a);
    expect(one.slot).toBe('ring1');
    const two = equip(one.stuff, b);
    expect(two.slot).toBe('ring2');
    const three = equip(two.stuff, c);
    expect(three.slot).toBe('ring2');
    expect(three.stuff.items).toMatchObject({ ring1: a.id, ring2: c.id });
  });

  it('fills the first ring slot when only the second is taken', () => {
    const [a, b] = [makeItem({ typeId: RING }), makeItem({ typeId: RING })];
    const stuff = worn(equip(createStuff(), a, 2));
    expect(equip(stuff, b).slot).toBe('ring1');
  });

  it('puts a ring in the slot it was dropped on', () => {
    const [a, b, c] = [makeItem({ typeId: RING }), makeItem({ typeId: RING }), makeItem({ typeId: RING })];
    const stuff = worn(equip(worn(equip(createStuff(), a)), b));
    const result = equip(stuff, c, 1);
    expect(result.slot).toBe('ring1');
    expect(result.stuff.items).toMatchObject({ ring1: c.id, ring2: b.id });
  });

  it('ignores a ring slot index out of range', () => {
    expect(equip(createStuff(), makeItem({ typeId: RING }), 3).slot).toBe('ring1');
  });

  it('refuses a set ring already worn in the other slot', () => {
    const setRing = makeItem({ typeId: RING, itemSetId: 12 });
    const stuff = worn(equip(createStuff(), setRing));
    const result = equip(stuff, setRing);
    expect(result).toMatchObject({ ok: false, slot: 0, reason: 'set-ring-already-worn' });
    expect(result.stuff).toBe(stuff);
    expect(equip(stuff, setRing, 2)).toMatchObject({ ok: false, reason: 'set-ring-already-worn' });
  });

  it('lets a set ring replace itself in its own slot', () => {
    const setRing = makeItem({ typeId: RING, itemSetId: 12 });
    const stuff = worn(equip(createStuff(), setRing));
    expect(equip(stuff, setRing, 1)).toMatchObject({ ok: true, slot: 'ring1' });
  });

  it('allows the same ring twice when it belongs to no set', () => {
    const ring = makeItem({ typeId: RING });
    const result = equip(worn(equip(createStuff(), ring)), ring);
    expect(result.slot).toBe('ring2');
    expect(result.stuff.items).toMatchObject({ ring1: ring.id, ring2: ring.id });
  });
});

describe('dofus and trophies', () => {
  it('puts a dofus in the first empty of the six slots', () => {
    let stuff = createStuff();
    for (let n = 1; n <= 6; n++) {
      const result = equip(stuff, makeItem({ typeId: DOFUS }));
      expect(result.slot).toBe(`dofus${n}`);
      stuff = result.stuff;
    }
  });

  it('refuses a dofus when all six slots are full and no slot is given', () => {
    let stuff = createStuff();
    for (let n = 1; n <= 6; n++) stuff = worn(equip(stuff, makeItem({ typeId: 151 })));
    const result = equip(stuff, makeItem({ typeId: DOFUS }));
    expect(result).toMatchObject({ ok: false, slot: 0, reason: 'item-cannot-be-equipped' });
  });

  it('puts a dofus in the slot it was dropped on, replacing it', () => {
    let stuff = createStuff();
    for (let n = 1; n <= 6; n++) stuff = worn(equip(stuff, makeItem({ typeId: 217 })));
    const dofus = makeItem({ typeId: DOFUS });
    const result = equip(stuff, dofus, 4);
    expect(result.slot).toBe('dofus4');
    expect(result.stuff.items.dofus4).toBe(dofus.id);
  });

  it('refuses the same dofus, trophy or prysmaradite twice', () => {
    for (const typeId of [23, 217, 151]) {
      const item = makeItem({ typeId });
      const stuff = worn(equip(createStuff(), item));
      expect(equip(stuff, item)).toMatchObject({ ok: false, slot: 0, reason: 'already-worn' });
      expect(equip(stuff, item, 3)).toMatchObject({ ok: false, reason: 'already-worn' });
      expect(equip(stuff, item, 1)).toMatchObject({ ok: true, slot: 'dofus1' });
    }
  });
});

describe('unequipping', () => {
  it('empties a slot named by its key', () => {
    const ring = makeItem({ typeId: RING });
    const stuff = worn(equip(worn(equip(createStuff(), ring)), ring));
    expect(unequip(stuff, 'ring2').items).toMatchObject({ ring1: ring.id, ring2: null });
  });

  it('empties the slot of a single-slot type', () => {
    const cape = makeItem({ typeId: 81 });
    const stuff = worn(equip(createStuff(), cape));
    expect(unequip(stuff, 17).items.cape).toBeNull();
  });

  it('leaves the stuff as is for a ring type, an unknown type or an empty slot', () => {
    const ring = makeItem({ typeId: RING });
    const stuff = worn(equip(createStuff(), ring));
    expect(unequip(stuff, RING)).toBe(stuff);
    expect(unequip(stuff, 15)).toBe(stuff);
    expect(unequip(stuff, 'helmet')).toBe(stuff);
  });
});

describe('itemSetId −1 (no set)', () => {
  it('lets the same ring without a set (itemSetId −1, as DofusDB sends it) be worn twice', () => {
    const ring = makeItem({ typeId: RING, itemSetId: -1 });
    const result = equip(worn(equip(createStuff(), ring)), ring);
    expect(result).toMatchObject({ ok: true, slot: 'ring2' });
  });
});
