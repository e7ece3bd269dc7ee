import { describe, expect, it } from 'vitest';
import { cleanSelections, hasAny, ownedMounts, readSelections, sameSelections, toggle, writeSelections } from './selections';

function memoryStorage() {
  const values = new Map<string, string>();
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('breeding selections', () => {
  it('are kept under the spec store name of the family, as colour-combination true/false maps', () => {
    const storage = memoryStorage();
    const selections = toggle(toggle({ male: {}, female: {} }, 'male', 'Amande'), 'female', 'Amande et Dorée');
    writeSelections(storage, 'dragodinde', selections);
    expect(JSON.parse(storage.values.get('dragodindes')!)).toEqual({ male: { Amande: true }, female: { 'Amande et Dorée': true } });
    expect(readSelections(storage, 'dragodinde')).toEqual(selections);
    expect(readSelections(storage, 'volkorne')).toEqual({ male: {}, female: {} });
  });

  it('toggle back to false, which counts as not owned', () => {
    const twice = toggle(toggle({ male: {}, female: {} }, 'male', 'Doré'), 'male', 'Doré');
    expect(twice.male).toEqual({ Doré: false });
    expect(hasAny(twice)).toBe(false);
    expect(sameSelections(twice, { male: {}, female: {} })).toBe(true);
  });

  it('read a damaged store as empty and drop what is not a boolean', () => {
    const storage = memoryStorage();
    storage.values.set('muldos', '{not json');
    expect(readSelections(storage, 'muldo')).toEqual({ male: {}, female: {} });
    expect(cleanSelections({ male: { Doré: 'yes', Indigo: true }, female: [1] })).toEqual({ male: { Indigo: true }, female: {} });
  });

  it('give the owned mount ids of each sex', () => {
    const mounts = [{ id: 94, key: 'Doré' }, { id: 92, key: 'Indigo' }];
    const owned = ownedMounts({ male: { Doré: true, Indigo: false }, female: { Indigo: true } }, mounts);
    expect([...owned.male]).toEqual([94]);
    expect([...owned.female]).toEqual([92]);
  });
});
