import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/use-session';
import { useOwnWorkbenches } from './api';
import { useWorkbenchMutations } from './workbench-writes';
import { useCurrentWorkbenchId, useLocalStore, useLocalWorkbench } from './browser-state';
import { emptyWorkbench } from './local-workbench';
import { contentOf, type WorkbenchContent, type WorkbenchDoc } from './types';

/** How long typing settles before a server workbench is saved. */
const SAVE_DELAY_MS = 600;

export type WorkbenchChange = (content: WorkbenchContent) => WorkbenchContent;

/**
 * The workbench the page works on (spec §4). Signed in: the user's server workbenches, the current
 * one remembered (fallback: the first), edits shown at once and saved when typing settles. Guest:
 * one workbench in this browser. The local workbench is also offered for saving after sign-in.
 */
export function useWorkbench() {
  const { isConnected } = useSession();
  const localStore = useLocalStore();
  const [local, writeLocal] = useLocalWorkbench(localStore);
  const list = useOwnWorkbenches();
  const mutations = useWorkbenchMutations();
  const [rememberedId, select] = useCurrentWorkbenchId();
  const [draft, setDraft] = useState<{ id: string; content: WorkbenchContent } | null>(null);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'error'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ id: string; content: WorkbenchContent } | null>(null);

  const docs = list.data ?? [];
  const currentDoc: WorkbenchDoc | undefined = docs.find((w) => w._id === rememberedId) ?? docs[0];
  const current: WorkbenchContent | null = isConnected
    ? currentDoc
      ? draft?.id === currentDoc._id
        ? draft.content
        : contentOf(currentDoc)
      : null
    : local;

  // The mutations object is new on every render: read through a ref so `flush` stays the same
  // function and the unmount save below runs on unmount only, not on every keystroke's render.
  const mutationsRef = useRef(mutations);
  mutationsRef.current = mutations;
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    setSaveState('saving');
    try {
      await mutationsRef.current.save(next.id, next.content);
      setSaveState(pending.current ? 'saving' : 'idle');
    } catch {
      setSaveState('error');
    }
  }, []);

  // Leaving the page saves what is still waiting.
  useEffect(() => () => void flush(), [flush]);

  const update = useCallback(
    (change: WorkbenchChange) => {
      if (!isConnected) {
        if (local) writeLocal(change(local));
        return;
      }
      if (!currentDoc || !current) return;
      const next = { id: currentDoc._id, content: change(current) };
      setDraft(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [isConnected, local, writeLocal, currentDoc, current, flush],
  );

  const create = useCallback(
    async (name: string, from?: Partial<WorkbenchContent>) => {
      await flush();
      const created = await mutations.create({ ...emptyWorkbench(name), ...from, name });
      select(created._id);
      return created;
    },
    [flush, mutations, select],
  );

  /** Signed in: deletes it and clears the current one. Guest: back to the empty default (spec §4). */
  const remove = useCallback(async () => {
    if (!isConnected) {
      writeLocal(localStore.reset());
      return;
    }
    if (!currentDoc) return;
    pending.current = null;
    clearTimeout(timer.current);
    await mutations.remove(currentDoc._id);
    setDraft(null);
    select(null);
  }, [isConnected, writeLocal, localStore, currentDoc, mutations, select]);

  /** After sign-in: the browser's workbench becomes an account workbench; nothing is lost. */
  const saveLocalToAccount = useCallback(async () => {
    if (!local) return;
    await create(local.name, { ...local, shared: 'private' });
    localStore.clear();
    writeLocal(localStore.read());
  }, [local, create, localStore, writeLocal]);

  const discardLocal = useCallback(() => {
    localStore.clear();
    writeLocal(localStore.read());
  }, [localStore, writeLocal]);

  return {
    isConnected,
    isLoading: isConnected ? list.isPending : local === null,
    isError: isConnected && list.isError,
    workbenches: docs,
    currentId: isConnected ? (currentDoc?._id ?? null) : null,
    current,
    saveState,
    /** The guest workbench left in this browser, offered for saving once signed in. */
    leftoverLocal: isConnected && local && local.items.length > 0 ? local : null,
    select,
    update,
    create,
    remove,
    saveLocalToAccount,
    discardLocal,
  };
}
export type WorkbenchHandle = ReturnType<typeof useWorkbench>;
