import { useCallback, useSyncExternalStore } from 'react';

/** Locally persisted id sets (spec §3 "other stores"): finished quests and achievements, owned modsters. */
export const PROGRESS_KEYS = {
  finishedQuests: 'grimoire.finishedQuests',
  finishedAchievements: 'grimoire.finishedAchievements',
  modsters: 'grimoire.modsters',
  kromaticModsters: 'grimoire.kromaticModsters',
} as const;
export type ProgressList = keyof typeof PROGRESS_KEYS;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type EventTargetLike = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const EMPTY: readonly number[] = Object.freeze([]);

/** Sorted, distinct, positive integer ids from storage text; anything malformed reads as empty. */
export function parseIds(text: string | null): readonly number[] {
  if (!text) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(raw)) return EMPTY;
  const ids = raw.filter((value): value is number => Number.isInteger(value) && (value as number) >= 0);
  return Object.freeze([...new Set(ids)].sort((a, b) => a - b));
}

/** Selecting an id adds it; selecting it again removes it (spec §4). */
export function toggleId(ids: readonly number[], id: number): readonly number[] {
  const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].sort((a, b) => a - b);
  return Object.freeze(next);
}

function readIds(storage: StorageLike | undefined, key: string): readonly number[] {
  try {
    return parseIds(storage?.getItem(key) ?? null);
  } catch {
    return EMPTY; // storage can throw when disabled by the browser
  }
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * One id set over one storage key: a single snapshot shared by every hook user, reloaded when the
 * window regains focus or another tab writes the key (spec §4), so all tabs agree.
 */
export function createIdSetStore(key: string, getStorage: () => StorageLike | undefined, target?: EventTargetLike) {
  let snapshot = readIds(getStorage(), key);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const reload = () => {
    const next = readIds(getStorage(), key);
    if (sameIds(next, snapshot)) return;
    snapshot = next;
    emit();
  };
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed === null || changed === undefined || changed === key) reload();
  };
  return {
    get: () => snapshot,
    toggle(id: number) {
      snapshot = toggleId(readIds(getStorage(), key), id);
      try {
        getStorage()?.setItem(key, JSON.stringify(snapshot));
      } catch {
        // Private mode or full storage: the toggle still applies to this page.
      }
      emit();
    },
    reload,
    subscribe(listener: () => void) {
      if (listeners.size === 0) {
        target?.addEventListener('focus', reload);
        target?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      reload();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          target?.removeEventListener('focus', reload);
          target?.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}
export type IdSetStore = ReturnType<typeof createIdSetStore>;

const browserStores = new Map<ProgressList, IdSetStore>();
function browserStore(list: ProgressList): IdSetStore {
  let store = browserStores.get(list);
  if (!store) {
    store = createIdSetStore(PROGRESS_KEYS[list], () => window.localStorage, window);
    browserStores.set(list, store);
  }
  return store;
}

const noopSubscribe = () => () => {};
const emptySnapshot = () => EMPTY;

/**
 * The ids of one progress list and a toggle. Server renders and hydration see an empty list (no
 * local storage on the server); the stored ids arrive right after hydration.
 */
export function useProgress(list: ProgressList): { ids: readonly number[]; has: (id: number) => boolean; toggle: (id: number) => void } {
  const isBrowser = typeof window !== 'undefined';
  const ids = useSyncExternalStore(
    isBrowser ? browserStore(list).subscribe : noopSubscribe,
    isBrowser ? browserStore(list).get : emptySnapshot,
    emptySnapshot,
  );
  const toggle = useCallback((id: number) => browserStore(list).toggle(id), [list]);
  const has = useCallback((id: number) => ids.includes(id), [ids]);
  return { ids, has, toggle };
}
