import { useSyncExternalStore } from 'react';

/** The config flags of spec §3, persisted in local storage. */
export const CONFIG_FLAGS = ['dense_characteristics', 'display_all_effects', 'quest_detailed', 'debug', 'calcul_damage'] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];
export type ConfigFlags = Readonly<Record<ConfigFlag, boolean>>;

export const CONFIG_STORAGE_KEY = 'grimoire.config';
/** Server renders (and the first client render, for hydration) use these: every flag off. */
export const DEFAULT_FLAGS: ConfigFlags = Object.freeze({
  dense_characteristics: false,
  display_all_effects: false,
  quest_detailed: false,
  debug: false,
  calcul_damage: false,
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the flags from storage text; anything missing, unknown or malformed falls back to off. */
export function parseFlags(text: string | null): ConfigFlags {
  if (!text) return DEFAULT_FLAGS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_FLAGS;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return DEFAULT_FLAGS;
  const record = raw as Record<string, unknown>;
  const flags = { ...DEFAULT_FLAGS };
  for (const flag of CONFIG_FLAGS) flags[flag] = record[flag] === true;
  return flags;
}

export function readFlags(storage: StorageLike | undefined): ConfigFlags {
  try {
    return parseFlags(storage?.getItem(CONFIG_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_FLAGS; // storage can throw when disabled by the browser
  }
}

export function writeFlags(storage: StorageLike | undefined, flags: ConfigFlags): void {
  try {
    storage?.setItem(CONFIG_STORAGE_KEY, JSON.stringify(flags));
  } catch {
    // Private mode or full storage: the flag still applies to this page.
  }
}

const sameFlags = (a: ConfigFlags, b: ConfigFlags) => CONFIG_FLAGS.every((flag) => a[flag] === b[flag]);

/**
 * A tiny store over local storage: one snapshot shared by every hook user, reloaded when the
 * window regains focus or another tab writes the key (spec §4), so all tabs agree.
 */
export function createFlagStore(getStorage: () => StorageLike | undefined, target?: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  let snapshot: ConfigFlags = readFlags(getStorage());
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const reload = () => {
    const next = readFlags(getStorage());
    if (sameFlags(next, snapshot)) return;
    snapshot = next;
    emit();
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === undefined || key === CONFIG_STORAGE_KEY) reload();
  };
  return {
    get: () => snapshot,
    set(flag: ConfigFlag, value: boolean) {
      snapshot = { ...snapshot, [flag]: value };
      writeFlags(getStorage(), snapshot);
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
export type FlagStore = ReturnType<typeof createFlagStore>;

let browserStore: FlagStore | undefined;
function getBrowserStore(): FlagStore {
  browserStore ??= createFlagStore(() => window.localStorage, window);
  return browserStore;
}

const noop = () => () => {};

/** The config flags and a setter. Server renders and hydration see the defaults (all off). */
export function useConfigFlags(): ConfigFlags & { setFlag: (flag: ConfigFlag, value: boolean) => void } {
  const isBrowser = typeof window !== 'undefined';
  const flags = useSyncExternalStore(
    isBrowser ? getBrowserStore().subscribe : noop,
    isBrowser ? getBrowserStore().get : () => DEFAULT_FLAGS,
    () => DEFAULT_FLAGS,
  );
  return { ...flags, setFlag: (flag, value) => getBrowserStore().set(flag, value) };
}
