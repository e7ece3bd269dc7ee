import { describe, expect, it, vi } from 'vitest';
import { CONFIG_STORAGE_KEY, createFlagStore, DEFAULT_FLAGS, parseFlags, readFlags, writeFlags } from './flags';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('config flags persistence', () => {
  it('starts with every flag off', () => {
    expect(readFlags(memoryStorage())).toEqual(DEFAULT_FLAGS);
    expect(Object.values(DEFAULT_FLAGS).every((value) => value === false)).toBe(true);
  });

  it('ignores malformed text, unknown keys and non-boolean values', () => {
    expect(parseFlags('{not json')).toEqual(DEFAULT_FLAGS);
    expect(parseFlags('[true]')).toEqual(DEFAULT_FLAGS);
    expect(parseFlags(JSON.stringify({ debug: 'yes', evil: true, dense_characteristics: true }))).toEqual({
      ...DEFAULT_FLAGS,
      dense_characteristics: true,
    });
  });

  it('writes the flags and reads them back', () => {
    const storage = memoryStorage();
    writeFlags(storage, { ...DEFAULT_FLAGS, display_all_effects: true });
    expect(JSON.parse(storage.values.get(CONFIG_STORAGE_KEY)!)).toMatchObject({ display_all_effects: true, debug: false });
    expect(readFlags(storage).display_all_effects).toBe(true);
  });

  it('falls back to the defaults when storage throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readFlags(broken)).toEqual(DEFAULT_FLAGS);
    expect(() => writeFlags(broken, DEFAULT_FLAGS)).not.toThrow();
  });

  it('a switch persists the flag and notifies every subscriber', () => {
    const storage = memoryStorage();
    const store = createFlagStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('debug', true);
    expect(store.get().debug).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readFlags(storage).debug).toBe(true);
  });

  it('reloads on window focus and on a storage event from another tab', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const store = createFlagStore(() => storage, target as unknown as Window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ quest_detailed: true }));
    target.dispatchEvent(new Event('focus'));
    expect(store.get().quest_detailed).toBe(true);

    storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ calcul_damage: true }));
    const event = new Event('storage') as Event & { key: string };
    Object.defineProperty(event, 'key', { value: CONFIG_STORAGE_KEY });
    target.dispatchEvent(event);
    expect(store.get()).toEqual({ ...DEFAULT_FLAGS, calcul_damage: true });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ debug: true }));
    target.dispatchEvent(new Event('focus'));
    expect(store.get().debug).toBe(false);
  });

  it('keeps the same snapshot when nothing changed (no needless re-render)', () => {
    const storage = memoryStorage({ [CONFIG_STORAGE_KEY]: JSON.stringify({ debug: true }) });
    const store = createFlagStore(() => storage);
    const before = store.get();
    store.reload();
    expect(store.get()).toBe(before);
  });
});
