/** One clue's standing on a map for `back/poi/from-map`: what each source says and the outcome. */
export interface ClueRow {
  clueId: number;
  /** The game data (dofhunt, dbi-treasure-solver) places it here. */
  inData: boolean;
  /** What validated player hints (and absence reports voted reliable) say, if anything. */
  hint: 'present' | 'absent' | null;
  /** The staff edit on this map, if any (undoable by removing it). */
  edit: { _id: number; kind: 'present' | 'absent' } | null;
  /** Whether the treasure hunt answers this clue here. */
  onMap: boolean;
}

export interface ClueSources {
  dataClueIds: readonly number[];
  hints: readonly { clueId: number; kind: 'present' | 'absent' }[];
  edits: readonly { _id: number; clueId: number; kind: 'present' | 'absent' }[];
}

/**
 * The same precedence as the server's clue index: a reliable absence beats a hint placing the clue,
 * and a staff edit beats both. Sorted: clues on the map first, then by id.
 */
export function clueRows({ dataClueIds, hints, edits }: ClueSources): ClueRow[] {
  const ids = new Set([...dataClueIds, ...hints.map((h) => h.clueId), ...edits.map((e) => e.clueId)]);
  return [...ids]
    .map((clueId): ClueRow => {
      const inData = dataClueIds.includes(clueId);
      const kinds = hints.filter((h) => h.clueId === clueId).map((h) => h.kind);
      const hint = kinds.includes('absent') ? 'absent' : kinds.includes('present') ? 'present' : null;
      const found = edits.find((e) => e.clueId === clueId);
      const edit = found ? { _id: found._id, kind: found.kind } : null;
      const onMap = edit ? edit.kind === 'present' : hint ? hint === 'present' : inData;
      return { clueId, inData, hint, edit, onMap };
    })
    .sort((a, b) => Number(b.onMap) - Number(a.onMap) || a.clueId - b.clueId);
}
