import type { EffectDef } from '@grimoire/gamedata/types';
import { describe, expect, it } from 'vitest';
import { effectIdsOf, effectLines } from './effect-lines';

const defs = new Map<number, EffectDef>([
  [
    125,
    {
      id: 125,
      characteristic: 11,
      operator: '+',
      description: { fr: '#1{~1~2 à }#2 Vitalité', en: '#1{~1~2 to }#2 Vitality' },
    },
  ],
  [
    97,
    {
      id: 97,
      characteristic: 0,
      category: 2,
      description: { fr: '#1{~1~2 à }#2 (dommages Terre)', en: '#1{~1~2 to }#2 (earth damage)' },
    },
  ],
  [
    5,
    {
      id: 5,
      characteristic: 0,
      bonusType: 0,
      description: { fr: 'Repousse de #1 case(s)', en: 'Pushes back #1 cell(s)' },
    },
  ],
]);

describe('item effect lines', () => {
  it('renders templates with the range in the page language', () => {
    const [line] = effectLines([{ effectId: 125, characteristic: 11, from: 11, to: 20 }], defs, 'en');
    expect(line).toMatchObject({ text: '11 to 20 Vitality', isMain: true });
  });

  it('treats weapon damage as main and other non-characteristic lines as extra', () => {
    const lines = effectLines(
      [
        { effectId: 97, characteristic: 0, from: 10, to: 15 },
        { effectId: 5, characteristic: 0, from: 2, to: 2 },
      ],
      defs,
      'fr',
    );
    expect(lines.map((line) => [line.text, line.isMain])).toEqual([
      ['10 à 15 (dommages Terre)', true],
      ['Repousse de 2 case(s)', false],
    ]);
  });

  it('shows the values without an id when a definition is missing, and lists the ids to fetch once', () => {
    expect(effectLines([{ effectId: 999, characteristic: 0, from: 1, to: 3 }], defs, 'fr')[0].text).toBe(
      'Effet sans description : 1–3',
    );
    expect(effectLines([{ effectId: 999, characteristic: 0, from: 4, to: 0 }], defs, 'en')[0].text).toBe(
      'Effect without description: 4',
    );
    expect(
      effectIdsOf(
        [{ effectId: 1, characteristic: 0, from: 0, to: 0 }],
        [{ effectId: 1, characteristic: 0, from: 0, to: 0 }],
      ),
    ).toEqual([1]);
  });

  it('marks lines worded in French on English pages, and only those', () => {
    const frenchOnly = new Map<number, EffectDef>([
      ...defs,
      [
        6,
        {
          id: 6,
          characteristic: 0,
          description: { fr: 'Attire de #1 case(s)', en: 'Attire de #1 case(s)' },
          missingTranslations: ['en'],
        },
      ],
    ]);
    const effects = [
      { effectId: 6, characteristic: 0, from: 2, to: 2 },
      { effectId: 125, characteristic: 11, from: 5, to: 5 },
    ];
    expect(effectLines(effects, frenchOnly, 'en').map((line) => line.isFrenchText)).toEqual([true, false]);
    expect(effectLines(effects, frenchOnly, 'fr').map((line) => line.isFrenchText)).toEqual([false, false]);
  });
});
