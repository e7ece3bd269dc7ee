import { createStuff, equip } from '@grimoire/rules';
import { describe, expect, it } from 'vitest';
import { characterDefaults, isUntouched } from './character-defaults';
import { editorReducer } from './stuff-store';

describe('a new stuff takes the selected character', () => {
  it('applies the class and level of the character to an untouched stuff', () => {
    const initial = createStuff();
    expect(isUntouched(initial, initial)).toBe(true);
    const state = characterDefaults({ breed: 8, level: 137 }).reduce(editorReducer, { stuff: initial, refusal: null });
    expect(state.stuff.breedId).toBe(8);
    expect(state.stuff.level).toBe(137);
  });

  it('leaves a stuff the player already changed alone', () => {
    const initial = createStuff();
    const worn = equip(initial, { id: 44, typeId: 6 }).stuff;
    expect(isUntouched(worn, initial)).toBe(false);
    expect(isUntouched({ ...initial, level: 50 }, initial)).toBe(false);
  });
});

describe('the character defaults in the editor reducer', () => {
  it('give way to a draft restored before them', () => {
    const initial = createStuff();
    const draft = { ...initial, level: 42, breedId: 3 };
    const state = [
      { type: 'load', stuff: draft } as const,
      { type: 'characterDefaults', character: { breed: 8, level: 137 }, initial } as const,
    ].reduce(editorReducer, { stuff: initial, refusal: null });
    expect(state.stuff.level).toBe(42);
    expect(state.stuff.breedId).toBe(3);
  });

  it('apply to a stuff no draft replaced', () => {
    const initial = createStuff();
    const state = editorReducer({ stuff: initial, refusal: null }, { type: 'characterDefaults', character: { breed: 8, level: 137 }, initial });
    expect(state.stuff.breedId).toBe(8);
    expect(state.stuff.level).toBe(137);
  });
});
