import { describe, expect, it } from 'vitest';
import { createLocalWorkbench, LOCAL_WORKBENCH_KEY, parseLocalWorkbench } from './local-workbench';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('guest workbench', () => {
  it('starts as an empty private workbench named in the page language', () => {
    const store = createLocalWorkbench(memoryStorage, () => 'Établi');
    expect(store.read()).toEqual({ name: 'Établi', shared: 'private', items: [], currentQuantities: [], hiddenSubRecipes: [] });
  });

  it('merges the quantities of crafts added for the same item', () => {
    const storage = memoryStorage();
    const store = createLocalWorkbench(() => storage, () => 'Workbench');
    store.add([{ itemId: 44, quantity: 2 }]);
    store.add([{ itemId: 44, quantity: 3 }, { itemId: 45, quantity: 1 }]);
    expect(store.read().items).toEqual([
      { itemId: 44, quantity: 5, finished: false },
      { itemId: 45, quantity: 1, finished: false },
    ]);
  });

  it('resets to the empty private default when deleted, whatever it held', () => {
    const storage = memoryStorage();
    const store = createLocalWorkbench(() => storage, () => 'Workbench');
    store.write({ name: 'Farm', shared: 'public', items: [{ itemId: 1, quantity: 1, finished: false }], currentQuantities: [{ id: 2, quantity: 3 }], hiddenSubRecipes: [4] });
    expect(store.reset()).toEqual({ name: 'Workbench', shared: 'private', items: [], currentQuantities: [], hiddenSubRecipes: [] });
    expect(store.hasCrafts()).toBe(false);
  });

  it('keeps only well-formed entries of what storage holds', () => {
    const raw = JSON.stringify({
      name: '  ',
      shared: 'friends',
      items: [{ itemId: 1, quantity: 2 }, { itemId: -1, quantity: 1 }, { itemId: 3, quantity: 1.5 }, null, { itemId: 1, quantity: 1, finished: true }],
      currentQuantities: [{ id: 5, quantity: 2 }, { id: 'x', quantity: 1 }],
      hiddenSubRecipes: [7, 7, 'a'],
    });
    expect(parseLocalWorkbench(raw, 'Workbench')).toEqual({
      name: 'Workbench',
      shared: 'private',
      items: [{ itemId: 1, quantity: 3, finished: false }],
      currentQuantities: [{ id: 5, quantity: 2 }],
      hiddenSubRecipes: [7],
    });
    expect(parseLocalWorkbench('{not json', 'Établi').name).toBe('Établi');
  });

  it('still works when storage throws (private browsing)', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const store = createLocalWorkbench(() => broken, () => 'Workbench');
    expect(store.add([{ itemId: 1, quantity: 1 }]).items).toHaveLength(1);
    expect(store.read().items).toEqual([]);
    expect(LOCAL_WORKBENCH_KEY).toBe('grimoire.workbench.local');
  });
});
