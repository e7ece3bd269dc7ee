import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './messages.all';

const { fr, en } = ALL_MESSAGES;

/** Every key path of a message tree (`list.sort.level`); plural suffixes (`_one`, `_other`) kept. */
function keyPaths(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('UI strings', () => {
  it('exist in French and English alike: no French page falls back to English, no English page lacks a string', () => {
    const frKeys = keyPaths(fr);
    const enKeys = new Set(keyPaths(en));
    expect(frKeys.filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !frKeys.includes(key))).toEqual([]);
  });

  it('has no empty string', () => {
    for (const messages of [fr, en]) {
      const empty = keyPaths(messages).filter((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) === '');
      expect(empty).toEqual([]);
    }
  });
});
