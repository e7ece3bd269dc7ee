import { describe, expect, it } from 'vitest';
import { clampLevel, validateCharacter } from './validation';

describe('character level (spec §5)', () => {
  it('is an integer clamped to 1-200', () => {
    expect(clampLevel(0)).toBe(1);
    expect(clampLevel(-5)).toBe(1);
    expect(clampLevel(250)).toBe(200);
    expect(clampLevel(57.8)).toBe(57);
    expect(clampLevel('42')).toBe(42);
  });
  it('falls back to the default level 200 when it is not a number', () => {
    expect(clampLevel('abc')).toBe(200);
    expect(clampLevel('')).toBe(200);
  });
});

describe('character form', () => {
  it('asks to fill in every field', () => {
    const { fields, input } = validateCharacter({ name: ' ', server: null, breed: null, level: 10 });
    expect(input).toBeUndefined();
    expect(Object.keys(fields).sort()).toEqual(['breed', 'name', 'server']);
    expect(fields.name).toEqual({ key: 'errors.fillAllFields' });
  });
  it('sends numbers and a clamped level', () => {
    expect(validateCharacter({ name: ' Ana ', server: '401', breed: '7', level: 999 }).input).toEqual({ name: 'Ana', server: 401, breed: 7, level: 200 });
  });
});
