import { describe, expect, it } from 'vitest';
import { effectIdsOf, spellEffectText } from './effect-text';

const templates = new Map([
  [96, { id: 96, description: { fr: '#1{~1~2 à }#2 (dommages Eau)', en: '#1{~1~2 to }#2 (water damage)' } }],
  [5, { id: 5, description: { fr: 'Repousse de #1 case(s)', en: 'Pushes back #1 cell(s)' } }],
]);

describe('spell effect text', () => {
  it('renders the effect template with the line values in the page language', () => {
    expect(spellEffectText({ effectId: 96, from: 10, to: 14 }, templates, 'en')).toBe('10 to 14 (water damage)');
    expect(spellEffectText({ effectId: 96, from: 10, to: 14 }, templates, 'fr')).toBe('10 à 14 (dommages Eau)');
    expect(spellEffectText({ effectId: 5, from: 2, to: 2 }, templates, 'fr')).toBe('Repousse de 2 case(s)');
  });

  it('falls back to the text given by the source when no template exists', () => {
    const effect = { effectId: 9999, from: 1, to: 1, text: { fr: 'Invoque un Bouftou', en: 'Summons a Gobball' } };
    expect(spellEffectText(effect, templates, 'en')).toBe('Summons a Gobball');
    expect(spellEffectText({ effectId: 9999, from: 1, to: 1 }, templates, 'en')).toBeUndefined();
  });

  it('prefers the line text in the page language over the template, French text over a French template', () => {
    const effect = { effectId: 96, from: 10, to: 14, duration: 2, text: { fr: '10 à 14 (dommages Eau) (2 tours)', en: '10 to 14 (Water damage) (2 turns)' } };
    expect(spellEffectText(effect, templates, 'en')).toBe('10 to 14 (Water damage) (2 turns)');
    const frOnly = new Map([[97, { id: 97, description: { fr: '#1{~1~2 à }#2 (dommages Terre)', en: '' } }]]);
    expect(spellEffectText({ effectId: 97, from: 1, to: 2 }, frOnly, 'en')).toBe('1 à 2 (dommages Terre)');
  });

  it('collects the effect ids of normal and critical lines once', () => {
    const line = (effectId: number) => ({ effectId, from: 1, to: 1 });
    expect(effectIdsOf([{ effects: [line(96), line(5)], criticalEffects: [line(96)] }])).toEqual([5, 96]);
  });
});
