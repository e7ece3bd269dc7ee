import { describe, expect, it } from 'vitest';
import { createStuff } from '@grimoire/rules';
import { draftParam, parseDraft } from './draft';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('a build in progress in the address', () => {
  it('reads back the build it writes', () => {
    const stuff = {
      ...createStuff(),
      level: 187,
      breedId: 8,
      items: { ...createStuff().items, helmet: 12116, weapon: 11744 },
      base: { ...createStuff().base, strength: 250 },
      forgemagie: { 12116: { stats: { 10: 40 }, exos: [{ charac: 1, value: 1 }] } },
      pinnedSpells: [12902],
    };
    const back = parseDraft(draftParam(stuff));
    expect(back).toMatchObject({ level: 187, breedId: 8, pinnedSpells: [12902] });
    expect(back?.items.helmet).toBe(12116);
    expect(back?.base.strength).toBe(250);
    expect(back?.forgemagie[12116]).toEqual({ stats: { 10: 40 }, exos: [{ charac: 1, value: 1 }] });
    expect(draftParam(stuff)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('reads anything that is not a well-formed build as none', () => {
    const good = { level: 200, breed: 1, items: { helmet: 1 } };
    expect(parseDraft(encode(good))).toBeDefined();
    for (const bad of [
      { ...good, level: 201 },
      { ...good, breed: 'iop' },
      { ...good, items: { hat: 1 } },
      { ...good, items: { helmet: -1 } },
      { ...good, base: { strength: 'x' } },
      { ...good, base: { luck: 3 } },
      { ...good, exo: [{ stat: 'ap', value: 1 }] },
      { ...good, forgemagie: { 1: { stats: { 10: 'a' }, exos: [] } } },
      { ...good, pinned_spells: Array.from({ length: 51 }, (_, i) => i + 1) },
      [good],
    ]) {
      expect(parseDraft(encode(bad)), JSON.stringify(bad)).toBeUndefined();
    }
    for (const text of [null, '', '%%%', 'not-json', 'A'.repeat(7000)]) expect(parseDraft(text)).toBeUndefined();
  });
});
