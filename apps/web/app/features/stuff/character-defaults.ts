import { wornItemIds } from '@grimoire/rules';
import type { Stuff } from '@grimoire/rules';
import { useEffect, useRef } from 'react';
import { useSelectedCharacter } from '../characters';
import type { EditorAction } from './stuff-store';

/** A new stuff nobody has touched yet: the creator's defaults, no item. */
export function isUntouched(stuff: Stuff, initial: Stuff): boolean {
  return wornItemIds(stuff).length === 0 && stuff.level === initial.level && stuff.breedId === initial.breedId;
}

/** What a new stuff takes from the selected character: its class and level. */
export function characterDefaults(character: { breed: number; level: number }): EditorAction[] {
  return [
    { type: 'breed', breedId: character.breed },
    { type: 'level', value: character.level },
  ];
}

/**
 * A new stuff opens with the selected character's class and level (spec: the session's selected
 * character), once, and only while the stuff is still untouched: the reducer decides that after a
 * restored draft's `load` (queued first, by `useStuffEditor`), so a draft keeps its own.
 */
export function useCharacterDefaults(mode: 'create' | 'edit' | 'copy', initial: Stuff, dispatch: (action: EditorAction) => void): void {
  const { character } = useSelectedCharacter();
  const applied = useRef(false);
  useEffect(() => {
    if (mode !== 'create' || !character || applied.current) return;
    applied.current = true;
    dispatch({ type: 'characterDefaults', character, initial });
  }, [mode, character, initial, dispatch]);
}
