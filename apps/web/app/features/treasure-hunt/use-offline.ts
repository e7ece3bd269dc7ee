import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { fetchCluePack, offlineClues, type OfflineClues } from './offline';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (true while rendering on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The kept clue data (undefined until it arrives; it stays undefined offline before a first online visit). */
export function useOfflineClues(): OfflineClues | undefined {
  const [pack, setPack] = useState<Awaited<ReturnType<typeof fetchCluePack>>>();
  useEffect(() => {
    const abort = new AbortController();
    fetchCluePack(abort.signal).then(setPack, () => undefined);
    return () => abort.abort();
  }, []);
  return useMemo(() => (pack ? offlineClues(pack) : undefined), [pack]);
}
