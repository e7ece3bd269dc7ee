import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  addExo,
  clearStuff,
  equip,
  removeExo,
  setBase,
  setBreed,
  setExo,
  setForgemagie,
  setLevel,
  setParchment,
  setPinnedSpells,
  setSexe,
  unequip,
  wornItemIds,
} from '@grimoire/rules';
import type {
  CostTables,
  EquipItem,
  EquipRefusal,
  ItemForgemagie,
  PrimaryStat,
  RulesBreed,
  Sexe,
  SlotKey,
  Stuff,
} from '@grimoire/rules';
import { characterDefaults, isUntouched } from './character-defaults';
import { forgemagiePayload, fromDoc, MAX_PINNED_SPELLS } from './types';

/** Editor state: the stuff plus the last refused equip (the UI shows errors.itemCannotBeEquipped). */
export interface EditorState {
  stuff: Stuff;
  refusal: { reason: EquipRefusal; itemId: number; seq: number } | null;
}

/** The spec's transitions (§4, §5), each delegated to `@grimoire/rules`. */
export type EditorAction =
  | { type: 'equip'; item: EquipItem; index?: number }
  | { type: 'unequip'; slot: SlotKey }
  | { type: 'level'; value: unknown }
  | { type: 'breed'; breedId: number }
  | { type: 'sexe'; sexe: Sexe }
  | { type: 'base'; stat: PrimaryStat; value: unknown; costs: CostTables | RulesBreed | undefined }
  | { type: 'parchment'; stat: PrimaryStat; value: unknown }
  | { type: 'addExo' }
  | { type: 'setExo'; index: number; change: { stat?: number | null; value?: unknown } }
  | { type: 'removeExo'; index: number }
  | { type: 'forgemagie'; itemId: number; forgemagie: ItemForgemagie | null }
  | { type: 'togglePin'; spellId: number }
  | { type: 'clear' }
  | { type: 'load'; stuff: Stuff }
  /** The selected character's class and level, for a new stuff still as `initial` made it. */
  | { type: 'characterDefaults'; character: { breed: number; level: number }; initial: Stuff }
  | { type: 'dismissRefusal' };

/** Forgemagie of items no longer worn is forgotten, so saved payloads stay small. */
function pruneForgemagie(stuff: Stuff): Stuff {
  const worn = wornItemIds(stuff);
  const ids = Object.keys(stuff.forgemagie).map(Number);
  if (ids.every((id) => worn.includes(id))) return stuff;
  let next = stuff;
  for (const id of ids) if (!worn.includes(id)) next = setForgemagie(next, id, null);
  return next;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { stuff } = state;
  const next = (changed: Stuff): EditorState => ({ ...state, stuff: changed, refusal: null });
  switch (action.type) {
    case 'equip': {
      const result = equip(stuff, action.item, action.index);
      if (!result.ok) {
        return { ...state, refusal: { reason: result.reason, itemId: action.item.id, seq: (state.refusal?.seq ?? 0) + 1 } };
      }
      return next(pruneForgemagie(result.stuff));
    }
    case 'unequip':
      return next(pruneForgemagie(unequip(stuff, action.slot)));
    case 'level':
      return next(setLevel(stuff, action.value));
    case 'breed':
      // Pinned spells belong to the class: another class starts with none.
      if (action.breedId === stuff.breedId) return next(stuff);
      return next(setPinnedSpells(setBreed(stuff, action.breedId), []));
    case 'sexe':
      return next(setSexe(stuff, action.sexe));
    case 'base':
      return next(setBase(stuff, action.costs, action.stat, action.value));
    case 'parchment':
      return next(setParchment(stuff, action.stat, action.value));
    case 'addExo':
      return next(addExo(stuff));
    case 'setExo':
      return next(setExo(stuff, action.index, action.change));
    case 'removeExo':
      return next(removeExo(stuff, action.index));
    case 'forgemagie':
      return next(setForgemagie(stuff, action.itemId, action.forgemagie));
    case 'togglePin': {
      const pinned = stuff.pinnedSpells;
      if (pinned.includes(action.spellId)) return next(setPinnedSpells(stuff, pinned.filter((id) => id !== action.spellId)));
      if (pinned.length >= MAX_PINNED_SPELLS) return state;
      return next(setPinnedSpells(stuff, [...pinned, action.spellId]));
    }
    case 'clear':
      return next(clearStuff(stuff));
    case 'load':
      return next(action.stuff);
    case 'characterDefaults':
      // Decided here, after a restored draft's `load`: a draft keeps its own class and level.
      if (!isUntouched(stuff, action.initial)) return state;
      return characterDefaults(action.character).reduce(editorReducer, state);
    case 'dismissRefusal':
      return { ...state, refusal: null };
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const DRAFT_PREFIX = 'grimoire.stuff.draft.';

/** The unsaved stuff of one editor page (`new`, `edit:12`, `copy:12`); null when none or unreadable. */
export function readDraft(storage: StorageLike | undefined, key: string): Stuff | null {
  try {
    const text = storage?.getItem(DRAFT_PREFIX + key);
    if (!text) return null;
    const raw = JSON.parse(text) as Partial<Stuff>;
    // Normalised through the saved-payload reader so an old or edited draft cannot break the editor.
    return fromDoc({
      level: raw.level,
      items: raw.items,
      forgemagie: raw.forgemagie ? forgemagiePayload(raw.forgemagie) : undefined,
      exo: raw.exo ? [...raw.exo] : undefined,
      base: raw.base,
      parchment: raw.parchment,
      breed: raw.breedId,
      sexe: raw.sexe,
      pinned_spells: raw.pinnedSpells ? [...raw.pinnedSpells] : undefined,
    });
  } catch {
    return null;
  }
}

export function writeDraft(storage: StorageLike | undefined, key: string, stuff: Stuff): void {
  try {
    storage?.setItem(DRAFT_PREFIX + key, JSON.stringify(stuff));
  } catch {
    // Private mode or full storage: the draft only lives in this page.
  }
}

export function dropDraft(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing to forget.
  }
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The editor's reducer, persisted per page: the draft is restored after hydration (the server
 * renders `initial`), saved on every change, and reloaded when another tab writes it (spec §4).
 */
export function useStuffEditor(draftKey: string, initial: Stuff) {
  const [state, dispatch] = useReducer(editorReducer, { stuff: initial, refusal: null });
  const restored = useRef(false);

  // Declared first so the mount run skips writing `initial` over the draft being restored.
  useEffect(() => {
    if (restored.current) writeDraft(browserStorage(), draftKey, state.stuff);
  }, [draftKey, state.stuff]);

  useEffect(() => {
    const draft = readDraft(browserStorage(), draftKey);
    if (draft) dispatch({ type: 'load', stuff: draft });
    restored.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== DRAFT_PREFIX + draftKey) return;
      const fresh = readDraft(browserStorage(), draftKey);
      if (fresh) dispatch({ type: 'load', stuff: fresh });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [draftKey]);

  const forget = useCallback(() => dropDraft(browserStorage(), draftKey), [draftKey]);
  return { state, dispatch, forgetDraft: forget };
}
