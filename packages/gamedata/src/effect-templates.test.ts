import { describe, expect, it } from 'vitest';
import { renderEffectText } from '@grimoire/rules';
import { englishEffectTemplate, translateEffectTemplates } from './effect-templates.ts';

const en = (id: number, fr: string, from: number, to?: number) => {
  const template = englishEffectTemplate(id, fr);
  return template === undefined ? undefined : renderEffectText(template, from, to);
};

describe('English effect templates', () => {
  it('words a characteristic bonus in English with its range', () => {
    expect(en(125, '#1{~1~2 à }#2 Vitalité', 10, 20)).toBe('10 to 20 Vitality');
    expect(en(125, '#1{~1~2 à }#2 Vitalité', 30)).toBe('30 Vitality');
  });

  it('keeps the minus signs of a malus on both ends of the range', () => {
    expect(en(157, '-#1{~1~2 à -}#2 Force', 5, 10)).toBe('-5 to -10 Strength');
  });

  it('keeps the percent sign of percentage characteristics', () => {
    expect(en(115, '#1{~1~2 à }#2% Critique', 3)).toBe('3% Critical');
    expect(en(210, '#1{~1~2 à }#2% Résistance Terre', 5, 8)).toBe('5 to 8% Earth Resistance');
  });

  it('pluralises summons, pods and heals like the game', () => {
    expect(en(182, '#1{~1~2 à }#2 Invocation{~ps}{~zs}', 1)).toBe('1 Summon');
    expect(en(182, '#1{~1~2 à }#2 Invocation{~ps}{~zs}', 2)).toBe('2 Summons');
    expect(en(158, '#1{~1~2 à }#2 Pod{~ps}{~zs}', 300)).toBe('300 Pods');
  });

  it('words weapon hit lines as the English item sources do', () => {
    expect(en(98, '#1{~1~2 à }#2 (dommages Air)', 11, 13)).toBe('11 to 13 (Air damage)');
    expect(en(91, '#1{~1~2 à }#2 (vol Eau)', 4, 6)).toBe('4 to 6 (Water steal)');
    expect(en(81, '#1{~1~2 à }#2 (soins)', 7, 9)).toBe('7 to 9 (HP restored)');
  });

  it('translates fixed-text effects whose text is the label', () => {
    expect(englishEffectTemplate(795, 'Arme de chasse')).toBe('Hunting weapon');
  });

  it('leaves effects of unknown wording untranslated rather than guessing', () => {
    expect(englishEffectTemplate(6, 'Attire de #1 case(s)')).toBeUndefined();
    expect(englishEffectTemplate(87, "#1{~1~2 à }#2% des PV de l'attaquant (dommages Air)")).toBeUndefined();
  });

  it('fills only the English texts that are missing', () => {
    const defs = new Map<number, Record<string, unknown>>([
      [125, { description: { fr: '#1{~1~2 à }#2 Vitalité' } }],
      [118, { description: { fr: '#1{~1~2 à }#2 Force', en: '#1{~1~2 to }#2 Strength (game)' } }],
      [6, { description: { fr: 'Attire de #1 case(s)' } }],
    ]);
    expect(translateEffectTemplates(defs)).toBe(1);
    expect(defs.get(125)?.description).toEqual({
      fr: '#1{~1~2 à }#2 Vitalité',
      en: '#1{~1~2 to }#2 Vitality',
    });
    expect(defs.get(118)?.description).toMatchObject({ en: '#1{~1~2 to }#2 Strength (game)' });
    expect(defs.get(6)?.description).toEqual({ fr: 'Attire de #1 case(s)' });
  });
});
