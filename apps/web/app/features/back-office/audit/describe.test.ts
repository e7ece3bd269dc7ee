import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../loaders';
import { changedFields, describeEntry, namedIds } from './describe';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: 1,
  username: 'Moddy',
  service: 'appearances',
  method: 'patch',
  recordId: '4',
  before: null,
  after: null,
  undoes: null,
  undoneAt: null,
  undoneBy: null,
  createdAt: '2026-11-28T05:00:00.000Z',
  ...overrides,
});
const names = { items: { 8243: 'Coiffe du Bouftou' }, clues: { 848: 'Affiche' } };

describe('the audit log in words', () => {
  it('names the record a curated write touched, with the item or clue it is about', () => {
    const patched = entry({ before: { _id: 4, itemId: 8243, appearanceIds: [5], updatedAt: 'a' }, after: { _id: 4, itemId: 8243, appearanceIds: [6, 7], updatedAt: 'b' } });
    expect(describeEntry(patched, names, 'fr')).toEqual({
      action: { key: 'methods.patch', values: {} },
      thing: { key: 'appearance', values: { item: 'Coiffe du Bouftou' } },
    });
    const clue = entry({ service: 'map-clue-edits', method: 'create', after: { _id: 2, clueId: 848, kind: 'absent', posX: 4, posY: -2, mapId: 9 } });
    expect(describeEntry(clue, names, 'en').thing).toEqual({ key: 'clueAbsent', values: { clue: 'Affiche', map: '[4,-2]' } });
    expect(namedIds([patched, clue])).toEqual({ items: [8243], clues: [848] });
  });

  it('shows only the fields that changed, leaving bookkeeping out', () => {
    const patched = entry({ before: { _id: 4, itemId: 8243, appearanceIds: [5], updatedAt: 'a' }, after: { _id: 4, itemId: 8243, appearanceIds: [6, 7], updatedAt: 'b' } });
    expect(changedFields(patched)).toEqual([{ field: 'appearanceIds', before: '[5]', after: '[6,7]' }]);
    const removed = entry({ method: 'remove', before: { _id: 4, itemId: 8243, look: '{1|5}' } });
    expect(changedFields(removed)).toEqual([
      { field: 'itemId', before: '8243', after: '—' },
      { field: 'look', before: '{1|5}', after: '—' },
    ]);
  });

  it('says what a bulk action on bug reports did, quoting the first titles in the page language', () => {
    const reports = [1, 2, 3, 4].map((n) => ({ _id: n, title: `<script>alert(${n})</script>`, status: 'open' }));
    const spam = entry({ service: 'bug-reports', recordId: '1+3', before: { _id: 1, count: 4, reports }, after: { _id: 1, count: 4, status: 'spam' } });
    expect(describeEntry(spam, names, 'fr').action).toEqual({
      key: 'bugReports.spam',
      values: { count: 4, titles: '« <script>alert(1)</script> », « <script>alert(2)</script> », « <script>alert(3)</script> »', more: 1 },
    });
    expect(describeEntry(spam, names, 'en').action.values.titles).toMatch(/^“<script>alert\(1\)<\/script>”/);
    expect(changedFields(spam)[0]).toEqual({ field: '#1 <script>alert(1)</script>', before: 'open', after: 'spam', statuses: true });
  });

  it('says a moderator’s action on player content with its author and reason, and its undo', () => {
    const hide = entry({
      service: 'moderation',
      recordId: 'stuff:12',
      before: { _id: 12, kind: 'stuff', subject: 'Féca terre', authorName: 'Krosmoz-Tailleur' },
      after: { _id: 12, kind: 'stuff', action: 'hide', reason: 'spam' },
    });
    expect(describeEntry(hide, names, 'fr').action).toEqual({
      key: 'moderation.hide',
      values: { kind: 'stuff', subject: 'Féca terre', author: 'Krosmoz-Tailleur', reason: 'spam' },
    });
    expect(changedFields(hide)).toEqual([]);
    const undo = entry({ service: 'moderation', method: 'undo', before: hide.after, after: { _id: 12, kind: 'stuff', subject: 'Féca terre' } });
    expect(describeEntry(undo, names, 'fr').action.key).toBe('moderation.undo.hide');
    const guest = entry({ service: 'moderation', before: { _id: 3, kind: 'stuff', subject: 'Build', authorName: null }, after: { _id: 3, kind: 'stuff', action: 'delete', reason: 'insult' } });
    expect(describeEntry(guest, names, 'en').action.key).toBe('moderation.deleteAnonymous');
  });

  it('says a hint decision with its clue and map', () => {
    const decided = entry({ service: 'map-clue', before: { _id: 5, clueId: 848, posX: 0, posY: -2, kind: 'present', status: 'pending' }, after: { _id: 5, clueId: 848, posX: 0, posY: -2, kind: 'present', status: 'validated' } });
    expect(describeEntry(decided, names, 'fr').action).toEqual({ key: 'hints.validated', values: { clue: 'Affiche', map: '[0,-2]', kind: 'present' } });
  });
});
