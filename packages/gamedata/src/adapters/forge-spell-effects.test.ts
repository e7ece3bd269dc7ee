import { describe, expect, it } from 'vitest';
import { convertForgeBuffs, convertForgeEffect, durationText } from './forge-spell-effects.ts';

const names = (id: number, lang: 'fr' | 'en') => (id === 32435 ? { fr: 'Flèche Glacée', en: 'Frozen Arrow' }[lang] : undefined);

describe('dofus-forge spell effects', () => {
  it('a damage line gets the element damage effect id and its values in both languages', () => {
    const e = convertForgeEffect({ element: 'earth', min: 17, max: 20, kind: 'damage' }, names);
    expect(e).toEqual({
      effectId: 97,
      elementId: 1,
      from: 17,
      to: 20,
      text: { fr: '17 à 20 (dommages Terre)', en: '17 to 20 (Earth damage)' },
    });
  });

  it('a "damage" line without a roll (Langueur\'s 40, a stat removal) keeps its words, is marked and has no damage id', () => {
    const line = convertForgeEffect({ element: 'earth', min: 40, max: 0, kind: 'damage' }, names);
    expect(line).toEqual({ effectId: 0, from: 40, to: 40, kindUncertain: true, text: { fr: '40 (dommages Terre)', en: '40 (Earth damage)' } });
    expect(line.elementId).toBeUndefined();
    expect(convertForgeEffect({ element: 'fire', min: 9, max: 9, kind: 'steal' }, names)).toMatchObject({ effectId: 0, kindUncertain: true });
  });

  it('steals and pushes get their game ids', () => {
    expect(convertForgeEffect({ element: 'water', min: 5, max: 7, kind: 'steal' }, names)).toMatchObject({ effectId: 91, elementId: 3 });
    expect(convertForgeEffect({ element: 'neutral', min: 2, max: 2, kind: 'push' }, names)).toMatchObject({
      effectId: 5,
      text: { fr: 'Repousse de 2 cases', en: 'Pushes back 2 cells' },
    });
  });

  it('durations and the spell a buff acts on are named', () => {
    const poison = convertForgeEffect({ element: 'air', min: 13, max: 15, kind: 'poison', turns: 2 }, names);
    expect(poison).toMatchObject({ effectId: 98, duration: 2 });
    expect(poison.text?.en).toContain('(2 turns)');
    const buff = convertForgeEffect({ element: 'neutral', min: 4, max: 0, kind: 'spell_buff', spellId: 32435, turns: 3 }, names);
    expect(buff).toMatchObject({ effectId: 293, spellId: 32435, from: 4, duration: 3 });
    expect(buff.text).toEqual({
      fr: 'Augmente les dégâts de base du sort Flèche Glacée de 4 (3 tours)',
      en: 'Increases the base damage of Frozen Arrow by 4 (3 turns)',
    });
    expect(durationText(-1, 'en')).toBe(' (infinite duration)');
    expect(durationText(1, 'fr')).toBe(' (1 tour)');
  });

  it('buff lines keep each language, their duration and the characteristic effect id', () => {
    const [dodge, text] = convertForgeBuffs(['-10 Fuite (3T)', 'Téléporte sur la case ciblée'], ['-10 Dodge (3T)', 'Teleports to the targeted cell']);
    expect(dodge).toMatchObject({ from: 10, to: 10, duration: 3, text: { fr: '-10 Fuite (3 tours)', en: '-10 Dodge (3 turns)' } });
    expect(dodge.effectId).toBeGreaterThan(0);
    expect(text).toMatchObject({ effectId: 0, text: { fr: 'Téléporte sur la case ciblée', en: 'Teleports to the targeted cell' } });
  });

  it('the source\'s movement lines agree in number ("Attire de 2 case" → "cases"), 1 stays singular', () => {
    const [two, one] = convertForgeBuffs(['Attire de 2 case', 'Recule de 1 case (2T)'], ['Attracts by 2 cell', 'Moves back 1 cell (2T)']);
    expect(two.text).toEqual({ fr: 'Attire de 2 cases', en: 'Attracts by 2 cells' });
    expect(one.text).toEqual({ fr: 'Recule de 1 case (2 tours)', en: 'Moves back 1 cell (2 turns)' });
    expect(durationText(1, 'fr')).toBe(' (1 tour)');
  });
});
