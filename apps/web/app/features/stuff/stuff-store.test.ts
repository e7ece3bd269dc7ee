import { describe, expect, it } from 'vitest';
import { createStuff } from '@grimoire/rules';
import { editorReducer, readDraft, writeDraft, type EditorAction, type EditorState } from './stuff-store';
import { fromDoc, MAX_PINNED_SPELLS, toPayload } from './types';

const start = (): EditorState => ({ stuff: createStuff(), refusal: null });
const run = (...actions: EditorAction[]) => actions.reduce(editorReducer, start());
const setRing = { id: 431, typeId: 9, itemSetId: 1 };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('stuff editor reducer', () => {
  it('puts two rings in the two ring slots', () => {
    const state = run({ type: 'equip', item: setRing }, { type: 'equip', item: { id: 432, typeId: 9 } });
    expect(state.stuff.items).toMatchObject({ ring1: 431, ring2: 432 });
    expect(state.refusal).toBeNull();
  });

  it('refuses a set ring worn twice and keeps the stuff unchanged', () => {
    const once = run({ type: 'equip', item: setRing });
    const twice = editorReducer(once, { type: 'equip', item: setRing });
    expect(twice.stuff).toBe(once.stuff);
    expect(twice.refusal).toMatchObject({ reason: 'set-ring-already-worn', itemId: 431, seq: 1 });
  });

  it('forgets the forgemagie of an item taken off', () => {
    const forged = run(
      { type: 'equip', item: { id: 401, typeId: 16 } },
      { type: 'forgemagie', itemId: 401, forgemagie: { stats: { 11: 10 }, exos: [] } },
      { type: 'unequip', slot: 'helmet' },
    );
    expect(forged.stuff.forgemagie).toEqual({});
  });

  it('lowers a base characteristic to the highest affordable value while typing', () => {
    const state = run({ type: 'level', value: 11 }, { type: 'base', stat: 'strength', value: 80, costs: undefined });
    expect(state.stuff.base.strength).toBe(50);
  });

  it('clamps parchment to 0-100 and clears to a new stuff', () => {
    const state = run({ type: 'parchment', stat: 'wisdom', value: '140' });
    expect(state.stuff.parchment.wisdom).toBe(100);
    expect(editorReducer(state, { type: 'clear' }).stuff).toEqual(createStuff());
  });

  it('pins a spell once and unpins it on a second click, keeping the pin order', () => {
    const pinned = run({ type: 'togglePin', spellId: 1005 }, { type: 'togglePin', spellId: 1001 });
    expect(pinned.stuff.pinnedSpells).toEqual([1005, 1001]);
    expect(editorReducer(pinned, { type: 'togglePin', spellId: 1005 }).stuff.pinnedSpells).toEqual([1001]);
  });

  it('unpins every spell when the class changes, not when the same class is chosen again', () => {
    const pinned = run({ type: 'togglePin', spellId: 1001 });
    expect(editorReducer(pinned, { type: 'breed', breedId: 1 }).stuff.pinnedSpells).toEqual([1001]);
    expect(editorReducer(pinned, { type: 'breed', breedId: 8 }).stuff).toMatchObject({ breedId: 8, pinnedSpells: [] });
  });

  it('pins at most as many spells as the API keeps', () => {
    const ids = Array.from({ length: MAX_PINNED_SPELLS + 1 }, (_, index) => 2000 + index);
    const state = run(...ids.map((spellId): EditorAction => ({ type: 'togglePin', spellId })));
    expect(state.stuff.pinnedSpells).toHaveLength(MAX_PINNED_SPELLS);
  });
});

describe('stuff payload and drafts', () => {
  it('round-trips the editor stuff through the saved payload', () => {
    const stuff = run(
      { type: 'equip', item: setRing },
      { type: 'breed', breedId: 8 },
      { type: 'togglePin', spellId: 1081 },
      { type: 'setExo', index: 0, change: { stat: 1, value: '1' } },
    ).stuff;
    const payload = toPayload(stuff, '  Ring build ', 'hidden');
    expect(payload).toMatchObject({ title: 'Ring build', sharing: 'hidden', breed: 8, items: { ring1: 431 }, pinned_spells: [1081] });
    expect(fromDoc(payload)).toEqual(stuff);
  });

  it('keeps the unsaved stuff in storage and ignores unreadable drafts', () => {
    const storage = memoryStorage();
    const stuff = run({ type: 'level', value: 42 }, { type: 'togglePin', spellId: 1001 }).stuff;
    writeDraft(storage, 'new', stuff);
    expect(readDraft(storage, 'new')).toEqual(stuff);
    storage.setItem('grimoire.stuff.draft.bad', '{not json');
    expect(readDraft(storage, 'bad')).toBeNull();
    expect(readDraft(storage, 'missing')).toBeNull();
  });
});
