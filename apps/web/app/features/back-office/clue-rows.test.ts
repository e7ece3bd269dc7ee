import { describe, expect, it } from 'vitest';
import { clueRows } from './clue-rows';

describe('clueRows (poi/from-map)', () => {
  it('shows the data clues as on the map when nothing else says otherwise', () => {
    expect(clueRows({ dataClueIds: [848], hints: [], edits: [] })).toEqual([
      { clueId: 848, inData: true, hint: null, edit: null, onMap: true },
    ]);
  });

  it('lets a reliable absence beat a hint placing the clue, and a staff edit beat both', () => {
    const rows = clueRows({
      dataClueIds: [848, 849],
      hints: [
        { clueId: 848, kind: 'present' },
        { clueId: 848, kind: 'absent' },
        { clueId: 850, kind: 'present' },
      ],
      edits: [{ _id: 7, clueId: 849, kind: 'absent' }],
    });
    expect(rows.map((r) => [r.clueId, r.onMap])).toEqual([
      [850, true],
      [848, false],
      [849, false],
    ]);
    expect(rows.find((r) => r.clueId === 849)?.edit).toEqual({ _id: 7, kind: 'absent' });
    const restored = clueRows({
      dataClueIds: [],
      hints: [{ clueId: 848, kind: 'absent' }],
      edits: [{ _id: 8, clueId: 848, kind: 'present' }],
    });
    expect(restored[0]).toMatchObject({ clueId: 848, hint: 'absent', onMap: true });
  });
});
