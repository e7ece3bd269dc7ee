import { describe, expect, it } from 'vitest';
import { colourNames, familyOfSegment } from './loader';

describe('familyOfSegment', () => {
  it('maps the spec route segments to the three families, and nothing else', () => {
    expect(familyOfSegment('dragodinde')).toBe('dragodinde');
    expect(familyOfSegment('muldo')).toBe('muldo');
    expect(familyOfSegment('volk')).toBe('volkorne');
    expect(familyOfSegment('volkorne')).toBeUndefined();
    expect(familyOfSegment('constructor')).toBeUndefined();
    expect(familyOfSegment(undefined)).toBeUndefined();
  });
});

describe('colourNames', () => {
  const almondGolden = [{ fr: 'Amande', en: 'Almond' }, { fr: 'Dorée', en: 'Golden' }];
  it('names the colours in the page language', () => {
    expect(colourNames(almondGolden, 'en')).toEqual(['Almond', 'Golden']);
    expect(colourNames(almondGolden, 'fr')).toEqual(['Amande', 'Dorée']);
  });

  it('shows none rather than a French colour on an English page', () => {
    expect(colourNames([{ fr: 'Amande', en: 'Almond' }, { fr: 'Dorée' }], 'en')).toEqual([]);
    expect(colourNames(undefined, 'en')).toEqual([]);
  });
});
