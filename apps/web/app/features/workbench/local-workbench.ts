import { mergeCrafts, WORKBENCH_MAX_QUANTITY } from '@grimoire/rules';
import type { CraftToAdd } from '@grimoire/rules';
import { WORKBENCH_SHARINGS, type WorkbenchContent } from './types';

/** A guest's one workbench, kept in this browser (spec §4). */
export const LOCAL_WORKBENCH_KEY = 'grimoire.workbench.local';
/** The signed-in user's current workbench id (fallback: the first of the list). */
export const CURRENT_WORKBENCH_KEY = 'grimoire.workbench.current';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The empty private default a guest starts from, and gets back after deleting (spec §4). */
export const emptyWorkbench = (name: string): WorkbenchContent => ({
  name,
  shared: 'private',
  items: [],
  currentQuantities: [],
  hiddenSubRecipes: [],
});

const isPositiveInt = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max;

/** A stored workbench, keeping only well-formed entries (storage may hold anything). */
export function parseLocalWorkbench(raw: string | null, defaultName: string): WorkbenchContent {
  const fallback = emptyWorkbench(defaultName);
  if (!raw) return fallback;
  try {
    const value = JSON.parse(raw) as Partial<WorkbenchContent>;
    const items = (Array.isArray(value.items) ? value.items : []).filter(
      (craft) => isPositiveInt(craft?.itemId) && isPositiveInt(craft?.quantity, WORKBENCH_MAX_QUANTITY),
    );
    const held = Array.isArray(value.currentQuantities) ? value.currentQuantities : [];
    const hidden = Array.isArray(value.hiddenSubRecipes) ? value.hiddenSubRecipes : [];
    return {
      name: typeof value.name === 'string' && value.name.trim() !== '' ? value.name.slice(0, 60) : defaultName,
      shared: WORKBENCH_SHARINGS.includes(value.shared as never) ? value.shared! : 'private',
      // One line per item, as the server keeps them: finished only if every duplicate was.
      items: mergeCrafts([], items).map((craft) => ({
        ...craft,
        finished: items.filter((c) => c.itemId === craft.itemId).every((c) => c.finished === true),
      })),
      currentQuantities: held.filter((entry) => isPositiveInt(entry?.id) && Number.isInteger(entry.quantity) && entry.quantity >= 0),
      hiddenSubRecipes: [...new Set(hidden.filter((id) => isPositiveInt(id)))],
    };
  } catch {
    return fallback;
  }
}

/** A guest workbench over one storage key; writes that fail (private mode) still apply to the page. */
export function createLocalWorkbench(getStorage: () => StorageLike | undefined, defaultName: () => string) {
  const read = () => {
    try {
      return parseLocalWorkbench(getStorage()?.getItem(LOCAL_WORKBENCH_KEY) ?? null, defaultName());
    } catch {
      return emptyWorkbench(defaultName());
    }
  };
  const write = (content: WorkbenchContent) => {
    try {
      getStorage()?.setItem(LOCAL_WORKBENCH_KEY, JSON.stringify(content));
    } catch {
      // Storage disabled or full: the change lives until the page closes.
    }
    return content;
  };
  return {
    read,
    write,
    /** Adds crafts, merging quantities for items already there. */
    add: (crafts: readonly CraftToAdd[]) => {
      const current = read();
      return write({ ...current, items: mergeCrafts(current.items, crafts) });
    },
    /** Deleting a guest workbench resets it to the empty private default. */
    reset: () => write(emptyWorkbench(defaultName())),
    hasCrafts: () => read().items.length > 0,
    clear: () => {
      try {
        getStorage()?.removeItem(LOCAL_WORKBENCH_KEY);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}
export type LocalWorkbench = ReturnType<typeof createLocalWorkbench>;
