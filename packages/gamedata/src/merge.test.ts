import { describe, expect, it } from 'vitest';
import { mergeSources, type SourceResult } from './merge.ts';
import { finalize, completeText } from './finalize.ts';
import { slugify } from './util/slug.ts';
import type { Rec } from './util/io.ts';
import { elevagesimu } from './adapters/elevagesimu.ts';
import { dofusForge } from './adapters/dofus-forge.ts';
import { dofuslab } from './adapters/dofuslab.ts';
import { datafus } from './adapters/datafus.ts';

function src(name: string, rank: number, cols: Record<string, Rec[]>): SourceResult {
  const data = new Map<string, Map<number, Rec>>();
  for (const [c, list] of Object.entries(cols)) data.set(c, new Map(list.map((r) => [r.id as number, r])));
  return { name, rank, gameVersion: '1', data };
}

describe('mergeSources', () => {
  it('takes each field from the highest-ranked source that has it', () => {
    const m = mergeSources([
      src('low', 10, { items: [{ id: 1, level: 5, typeId: 6, effects: [{ effectId: 118 }] }] }),
      src('high', 90, { items: [{ id: 1, level: 7 }] }),
    ]);
    const item = m.collections.get('items')?.get(1);
    expect(item?.level).toBe(7);
    expect(item?.typeId).toBe(6);
    expect(item?.effects).toEqual([{ effectId: 118 }]);
    expect(m.sourcesByCollection.get('items')).toEqual(['high', 'low']);
  });

  it('merges names per language: a higher source fr does not erase a lower source en', () => {
    const m = mergeSources([
      src('high', 90, { items: [{ id: 1, name: { fr: 'Blé' } }] }),
      src('low', 10, { items: [{ id: 1, name: { fr: 'Ble (vieux)', en: 'Wheat', es: 'Trigo' } }] }),
    ]);
    expect(m.collections.get('items')?.get(1)?.name).toEqual({ fr: 'Blé', en: 'Wheat', es: 'Trigo' });
  });

  it('does not alias source objects', () => {
    const low = { id: 1, name: { en: 'Wheat' } };
    const m = mergeSources([
      src('low', 10, { items: [low] }),
      src('high', 90, { items: [{ id: 1, level: 1 }] }),
    ]);
    (m.collections.get('items')?.get(1)?.name as Rec).fr = 'Blé';
    expect(low.name).toEqual({ en: 'Wheat' });
  });

  it('lets the newest client win for mounts: elevagesimu 3.6.12.16 over dofus-forge, dofuslab, datafus', () => {
    const m = mergeSources([
      src('datafus', datafus.rank, {
        mounts: [{ id: 33, familyId: 1, effects: [{ effectId: 125, from: 0, to: 200 }] }],
      }),
      src('dofuslab', dofuslab.rank, { mounts: [{ id: 33, name: { fr: 'Dragodinde amande/dorée' } }] }),
      src('dofus-forge', dofusForge.rank, {
        mounts: [{ id: 33, name: { fr: 'Dragodinde Amande et Dorée (3.6.10)' } }],
      }),
      src('elevagesimu', elevagesimu.rank, {
        mounts: [
          {
            id: 33,
            name: { fr: 'Dragodinde Amande et Dorée' },
            effects: [{ effectId: 125, from: 300, to: 300 }],
          },
        ],
      }),
    ]);
    expect(m.collections.get('mounts')?.get(33)).toMatchObject({
      name: { fr: 'Dragodinde Amande et Dorée' },
      familyId: 1,
      effects: [{ effectId: 125, from: 300, to: 300 }],
    });
    expect(m.sourcesByCollection.get('mounts')?.[0]).toBe('elevagesimu');
  });

  it('breaks rank ties by source name', () => {
    const m = mergeSources([
      src('b', 50, { x: [{ id: 1, v: 'b' }] }),
      src('a', 50, { x: [{ id: 1, v: 'a' }] }),
    ]);
    expect(m.collections.get('x')?.get(1)?.v).toBe('a');
  });
});

describe('finalize', () => {
  const run = (cols: Record<string, Rec[]>) =>
    finalize(new Map(Object.entries(cols).map(([k, v]) => [k, new Map(v.map((r) => [r.id as number, r]))])));

  it('copies fr to en and flags it; copies en to fr and flags it', () => {
    const { collections } = run({
      monsters: [
        { id: 1, name: { fr: 'Bouftou' } },
        { id: 2, name: { en: 'Gobball' } },
        { id: 3, name: { fr: 'Tofu', en: 'Tofu' } },
      ],
    });
    const [a, b, c] = collections.get('monsters') as Rec[];
    expect(a.name).toEqual({ fr: 'Bouftou', en: 'Bouftou' });
    expect(a.missingTranslations).toEqual(['en']);
    expect(b.name).toEqual({ fr: 'Gobball', en: 'Gobball' });
    expect(b.missingTranslations).toEqual(['fr']);
    expect(c.missingTranslations).toBeUndefined();
  });

  it('drops named records nothing can name, keeps unnamed collections', () => {
    const { collections, coverage } = run({
      monsters: [{ id: 1 }, { id: 2, name: { es: 'Jalató' } }],
      'map-positions': [{ id: 5, posX: 1, posY: 2 }],
    });
    expect((collections.get('monsters') as Rec[]).map((r) => r.id)).toEqual([2]);
    expect((collections.get('monsters') as Rec[])[0].missingTranslations).toEqual(['fr', 'en']);
    expect(collections.get('map-positions')).toHaveLength(1);
    expect(coverage.monsters).toMatchObject({ records: 1, fr: 0, en: 0 });
    expect(coverage['map-positions'].named).toBe(false);
  });

  it('keeps unnamed records whose structure pages need, and counts them as unnamed in the coverage', () => {
    const { collections, coverage } = run({
      subareas: [
        { id: 1, areaId: 2, mapIds: [5] },
        { id: 2, name: { fr: 'Tainéla' } },
      ],
      modsters: [{ id: 7, itemId: 28718 }],
      'breed-roles': [{ id: 1, color: '#b0b9b4' }],
    });
    expect(collections.get('subareas')).toEqual([
      { id: 1, areaId: 2, mapIds: [5] },
      {
        id: 2,
        areaId: 0,
        mapIds: [],
        name: { fr: 'Tainéla', en: 'Tainéla' },
        missingTranslations: ['en'],
        slug: { fr: 'tainela', en: 'tainela' },
      },
    ]);
    expect(collections.get('modsters')).toEqual([{ id: 7, itemId: 28718, order: 0 }]);
    expect(collections.has('breed-roles')).toBe(false);
    expect(coverage.subareas).toMatchObject({ records: 2, fr: 50, en: 0, named: true });
    expect(coverage.modsters).toMatchObject({ records: 1, fr: 0, named: true });
  });

  it('adds slugs and derived links (recipes, drops, slots, characteristics)', () => {
    const { collections } = run({
      items: [
        {
          id: 10,
          name: { fr: 'Coiffe du Bouftou', en: 'Gobball Headgear' },
          typeId: 16,
          effects: [{ effectId: 125, characteristic: 0, from: 5, to: 10 }],
        },
        { id: 11, name: { fr: 'Laine', en: 'Wool' } },
      ],
      recipes: [{ id: 10, resultId: 10, ingredientIds: [11], quantities: [2], jobId: 1 }],
      monsters: [
        { id: 1, name: { fr: 'Bouftou', en: 'Gobball' }, drops: [{ itemId: 11, percentPerGrade: [10] }] },
      ],
      effects: [{ id: 125, characteristic: 11, description: { fr: '#1{~1~2 à }#2 Vitalité' } }],
    });
    const [coiffe, laine] = collections.get('items') as Rec[];
    expect(coiffe.slug).toEqual({ fr: 'coiffe-du-bouftou', en: 'gobball-headgear' });
    expect(coiffe.slot).toBe('helmet');
    expect(coiffe.recipeIds).toEqual([10]);
    expect((coiffe.effects as Rec[])[0].characteristic).toBe(11);
    expect(laine.dropMonsterIds).toEqual([1]);
    expect(laine.typeId).toBe(0);
  });


  it("gives a mount certificate its mount's bonuses, unless it has effects of its own", () => {
    const { collections } = run({
      items: [
        { id: 7808, name: { fr: 'Dragodinde Rousse', en: 'Ginger Dragoturkey' }, typeId: 97, effects: [] },
        { id: 7809, name: { fr: 'Dragodinde Ebène', en: 'Ebony Dragoturkey' }, typeId: 97, effects: [{ effectId: 118, characteristic: 0, from: 1, to: 1 }] },
      ],
      mounts: [
        { id: 3, name: { fr: 'Dragodinde Rousse', en: 'Ginger Dragoturkey' }, certificateId: 7808, effects: [{ effectId: 125, characteristic: 0, from: 0, to: 300 }] },
        { id: 4, name: { fr: 'Dragodinde Ebène', en: 'Ebony Dragoturkey' }, certificateId: 7809, effects: [{ effectId: 125, characteristic: 0, from: 0, to: 200 }] },
      ],
      effects: [
        { id: 125, characteristic: 11, description: { fr: '#1{~1~2 à }#2 Vitalité' } },
        { id: 118, characteristic: 10, description: { fr: '#1{~1~2 à }#2 Force' } },
      ],
    });
    const [ginger, ebony] = collections.get('items') as Rec[];
    expect(ginger.mountId).toBe(3);
    expect(ginger.effects).toEqual([{ effectId: 125, characteristic: 11, from: 0, to: 300 }]);
    expect(ebony.mountId).toBe(4);
    expect(ebony.effects).toEqual([{ effectId: 118, characteristic: 10, from: 1, to: 1 }]);
  });
  it('completeText reports what it copied', () => {
    expect(completeText({ fr: 'a', en: 'b' })).toEqual([]);
    expect(completeText({})).toBeUndefined();
  });
});

describe('slugify', () => {
  it('folds accents, lower-cases and collapses punctuation to single hyphens', () => {
    expect(slugify('Coiffe du Bouftou')).toBe('coiffe-du-bouftou');
    expect(slugify("  L'Épée  de   Boisaille !! ")).toBe('l-epee-de-boisaille');
    expect(slugify('Œuf de Tofu')).toBe('oeuf-de-tofu');
    expect(slugify('Dofus Émeraude (2)')).toBe('dofus-emeraude-2');
  });
});
