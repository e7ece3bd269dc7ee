import type { BreedingFamilyKey } from '@grimoire/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/use-api';
import { useSession } from '../../session/use-session';
import { cleanSelections, hasAny, readSelections, sameSelections, storeKey, writeSelections, type Selections } from './selections';

export const BREEDING_API_PATH = 'breeding-selections';
/** Account saves wait for toggling to settle. */
const SAVE_DELAY_MS = 600;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export type SyncStatus = 'local' | 'loading' | 'saving' | 'saved' | 'error';

/**
 * A family's owned males and females: kept in local storage (other tabs follow through the storage
 * event) and, signed in, on the account. On arrival the account's maps win; a browser holding
 * selections while the account has none offers them to the account.
 */
export function useSelections(family: BreedingFamilyKey) {
  const api = useApi();
  const { user, isConnected } = useSession();
  const [selections, setSelections] = useState<Selections | null>(null);
  const [status, setStatus] = useState<SyncStatus>('local');
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A toggle made while the account's maps load is newer than them: they must not overwrite it.
  const touched = useRef(false);
  const userId = isConnected ? String(user?._id ?? '') : '';

  useEffect(() => {
    const local = readSelections(storage(), family);
    setSelections(local);
    if (!userId) {
      setStatus('local');
      return;
    }
    let cancelled = false;
    touched.current = false;
    setStatus('loading');
    api
      .get(BREEDING_API_PATH, family)
      .then(async (remote) => {
        if (cancelled) return;
        // Read again: another tab may have changed this browser's maps while the account answered.
        const stored = readSelections(storage(), family);
        if (touched.current) {
          // The toggle's own save carries the newer maps.
        } else if (remote.updatedAt === null) {
          // Nothing on the account yet: this browser's maps go up, and stay as they are here.
          if (hasAny(stored)) await api.update(BREEDING_API_PATH, family, stored);
        } else {
          const account = cleanSelections(remote);
          if (!sameSelections(account, stored)) writeSelections(storage(), family, account);
          if (!cancelled) setSelections(account);
        }
        if (!cancelled) setStatus('saved');
      })
      .catch(() => !cancelled && setStatus('error'));
    return () => {
      cancelled = true;
    };
  }, [api, family, userId]);

  // Another tab changed this family: follow it (its own account save covers the server).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storeKey(family) && event.key !== null) return;
      const next = readSelections(storage(), family);
      setSelections((current) => (current && sameSelections(current, next) ? current : next));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [family]);

  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current);
  }, []);

  const latest = useRef<Selections | null>(null);
  latest.current = selections;
  const change = useCallback(
    (update: (current: Selections) => Selections) => {
      touched.current = true;
      const next = update(latest.current ?? readSelections(storage(), family));
      latest.current = next;
      setSelections(next);
      writeSelections(storage(), family, next);
      if (!userId) return;
      if (pending.current) clearTimeout(pending.current);
      setStatus('saving');
      pending.current = setTimeout(() => {
        pending.current = null;
        api
          .update(BREEDING_API_PATH, family, next)
          .then(() => setStatus('saved'))
          .catch(() => setStatus('error'));
      }, SAVE_DELAY_MS);
    },
    [api, family, userId],
  );

  return { selections, change, status, isConnected: !!userId };
}
