import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { createLocalWorkbench, CURRENT_WORKBENCH_KEY, LOCAL_WORKBENCH_KEY, type LocalWorkbench } from './local-workbench';
import type { WorkbenchContent } from './types';

/** The guest workbench store of this browser; its default name is in the page language. */
export function useLocalStore(): LocalWorkbench {
  const { t } = useTranslation();
  const [store] = useState(() =>
    createLocalWorkbench(
      () => (typeof window === 'undefined' ? undefined : window.localStorage),
      () => t('workbench.defaultName'),
    ),
  );
  return store;
}

/** Re-runs `reload` when the window regains focus or another tab writes one of `keys` (spec §4). */
function useStorageSync(keys: readonly string[], reload: () => void): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) reload();
    };
    window.addEventListener('focus', reload);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('focus', reload);
      window.removeEventListener('storage', onStorage);
    };
  }, [keys, reload]);
}

const LOCAL_KEYS = [LOCAL_WORKBENCH_KEY];
const CURRENT_KEYS = [CURRENT_WORKBENCH_KEY];

/** The guest workbench, null until hydrated (the server cannot see this browser's storage). */
export function useLocalWorkbench(store: LocalWorkbench) {
  const [content, setContent] = useState<WorkbenchContent | null>(null);
  const reload = useCallback(() => setContent(store.read()), [store]);
  useEffect(reload, [reload]);
  useStorageSync(LOCAL_KEYS, reload);
  const write = useCallback((next: WorkbenchContent) => setContent(store.write(next)), [store]);
  return [content, write, reload] as const;
}

function readCurrentId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_WORKBENCH_KEY);
  } catch {
    return null;
  }
}

/** The signed-in user's current workbench id, remembered in this browser. */
export function useCurrentWorkbenchId() {
  const [id, setId] = useState<string | null>(null);
  const reload = useCallback(() => setId(readCurrentId()), []);
  useEffect(reload, [reload]);
  useStorageSync(CURRENT_KEYS, reload);
  const select = useCallback((next: string | null) => {
    try {
      if (next) window.localStorage.setItem(CURRENT_WORKBENCH_KEY, next);
      else window.localStorage.removeItem(CURRENT_WORKBENCH_KEY);
    } catch {
      // Not remembered across visits, but selected for this page.
    }
    setId(next);
  }, []);
  return [id, select] as const;
}
