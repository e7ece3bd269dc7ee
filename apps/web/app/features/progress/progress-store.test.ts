import { describe, expect, it, vi } from 'vitest';
import { createIdSetStore, parseIds, toggleId } from './progress-store';

const KEY = 'grimoire.finishedQuests';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('finished quests and achievements toggle', () => {
  it('selecting an id adds it, selecting it again removes it', () => {
    const once = toggleId([], 501);
    expect(once).toEqual([501]);
    expect(toggleId(once, 501)).toEqual([]);
    expect(toggleId([3, 9], 5)).toEqual([3, 5, 9]);
  });

  it('reads malformed or foreign storage text as an empty list', () => {
    expect(parseIds(null)).toEqual([]);
    expect(parseIds('{oops')).toEqual([]);
    expect(parseIds('{"501":true}')).toEqual([]);
    expect(parseIds('[502, "x", 501, 502, -1, 1.5]')).toEqual([501, 502]);
  });

  it('persists a toggle and notifies every subscriber', () => {
    const storage = memoryStorage();
    const store = createIdSetStore(KEY, () => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle(501);
    expect(store.get()).toEqual([501]);
    expect(JSON.parse(storage.values.get(KEY)!)).toEqual([501]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.toggle(501);
    expect(store.get()).toEqual([]);
    expect(JSON.parse(storage.values.get(KEY)!)).toEqual([]);
  });

  it('a toggle keeps what another tab stored meanwhile', () => {
    const storage = memoryStorage();
    const store = createIdSetStore(KEY, () => storage);
    storage.setItem(KEY, '[7]');
    store.toggle(8);
    expect(store.get()).toEqual([7, 8]);
  });

  it('reloads on window focus and on a storage event from another tab for its key only', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = createIdSetStore(KEY, () => storage, target as unknown as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    storage.setItem(KEY, '[501]');
    target.dispatchEvent(new Event('focus'));
    expect(store.get()).toEqual([501]);
    expect(listener).toHaveBeenCalledTimes(1);

    storage.setItem(KEY, '[501,502]');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'grimoire.other' }));
    expect(store.get()).toEqual([501]);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
    expect(store.get()).toEqual([501, 502]);
    expect(listener).toHaveBeenCalledTimes(2);

    // An unchanged reload does not re-render, and listeners are released on unsubscribe.
    target.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storage.setItem(KEY, '[]');
    target.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createIdSetStore(KEY, () => broken);
    expect(store.get()).toEqual([]);
    expect(() => store.toggle(3)).not.toThrow();
    expect(store.get()).toEqual([3]);
  });
});
