import type { AuditEntry } from '../loaders';

/** Names the sentences need, in the page's language: items and clues by id. */
export interface AuditNames {
  items: Record<number, string>;
  clues: Record<number, string>;
}

/** One entry as a sentence: a translation key under `back-office.audit.say` and its values. */
export interface AuditSentence {
  key: string;
  values: Record<string, string | number>;
}

/** One changed field of a record, for the before/after view. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** The values are bug-report statuses (the page words them), and the field a report, not a column. */
  statuses?: true;
}

type Row = Record<string, unknown>;
const num = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null);
const quoted = (text: unknown, max = 40) => {
  const value = String(text ?? '');
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};
/** Columns every write touches: bookkeeping, not a change anyone made. */
const BOOKKEEPING = new Set(['_id', 'createdAt', 'updatedAt', 'itemIndex', 'statusChangedAt', 'statusChangedBy']);

/** What an entry's rows hold, whichever side is there. */
const rowOf = (entry: AuditEntry): Row => (entry.after ?? entry.before ?? {}) as Row;

function itemName(names: AuditNames, id: unknown): string {
  const value = num(id);
  return value === null ? '?' : (names.items[value] ?? `#${value}`);
}

function clueName(names: AuditNames, id: unknown): string {
  const value = num(id);
  return value === null ? '?' : (names.clues[value] ?? `#${value}`);
}

const position = (row: Row) => (typeof row.posX === 'number' && typeof row.posY === 'number' ? `[${row.posX},${row.posY}]` : `#${row.mapId ?? '?'}`);

/** The record an entry is about, as words (a key under `back-office.audit.things` and its values). */
function thing(entry: AuditEntry, names: AuditNames): AuditSentence {
  const row = rowOf(entry);
  switch (entry.service) {
    case 'appearances':
      return { key: 'appearance', values: { item: itemName(names, row.itemId) } };
    case 'poi-gfx':
      return { key: 'poiGfx', values: { clue: clueName(names, row.poiId) } };
    case 'npc-shop':
      return { key: 'shop', values: { name: quoted(row.name) } };
    case 'custom-interactives':
      return { key: 'harvestable', values: { item: itemName(names, row.itemId), map: position(row) } };
    case 'map-clue-edits':
      return { key: row.kind === 'absent' ? 'clueAbsent' : 'cluePresent', values: { clue: clueName(names, row.clueId), map: position(row) } };
    default:
      return { key: 'record', values: { service: entry.service, id: entry.recordId } };
  }
}

/** Bug-report actions keep the reports they changed (`before.reports`) and the status given (`after.status`). */
function bugReportSentence(entry: AuditEntry, lang: string): AuditSentence {
  const before = (entry.before ?? {}) as { reports?: Row[]; count?: number };
  const after = (entry.after ?? {}) as { status?: string; count?: number; restored?: unknown[] };
  const reports = before.reports ?? [];
  const count = after.count ?? before.count ?? reports.length;
  const titles = reports
    .slice(0, 3)
    .map((report) => (lang === 'fr' ? `« ${quoted(report.title)} »` : `“${quoted(report.title)}”`))
    .join(', ');
  const more = Math.max(0, reports.length - 3);
  if (entry.method === 'undo') return { key: 'bugReports.undo', values: { count: after.restored?.length ?? 0 } };
  if (entry.method === 'remove') return { key: 'bugReports.remove', values: { count, titles, more } };
  return { key: `bugReports.${after.status ?? 'open'}`, values: { count, titles, more } };
}

/**
 * A moderation action keeps what it was about (`before`: kind, subject, author's name) and what was
 * done (`after`: action, reason): "hid the stuff 'Féca terre' of Krosmoz-Tailleur: spam".
 */
function moderationSentence(entry: AuditEntry): AuditSentence {
  const before = (entry.before ?? {}) as { kind?: string; subject?: string; authorName?: string | null; action?: string; reason?: string };
  const after = (entry.after ?? {}) as { kind?: string; subject?: string; action?: string; reason?: string };
  // An undo keeps the undone action as its `before`.
  const done = entry.method === 'undo' ? before : after;
  const about = entry.method === 'undo' ? after : before;
  const values = {
    kind: String(about.kind ?? done.kind ?? ''),
    subject: quoted(about.subject, 60),
    author: (about as { authorName?: string | null }).authorName ?? '',
    reason: quoted(done.reason, 120),
  };
  if (entry.method === 'undo') return { key: `moderation.undo.${done.action ?? 'hide'}`, values };
  return { key: `moderation.${done.action ?? 'hide'}${values.author ? '' : 'Anonymous'}`, values };
}

/** A hint decision keeps the clue, the map and the statuses before and after. */
function hintSentence(entry: AuditEntry, names: AuditNames): AuditSentence {
  const row = rowOf(entry);
  const status = String((entry.method === 'undo' ? entry.before : entry.after)?.status ?? '');
  return {
    key: entry.method === 'undo' ? `hints.undo.${status}` : `hints.${status}`,
    values: { clue: clueName(names, row.clueId), map: position(row), kind: String(row.kind ?? '') },
  };
}

/** The entry as a sentence: "created the appearance of the item 'Bouftou Hat'", "marked 25 bug reports as spam". */
export function describeEntry(entry: AuditEntry, names: AuditNames, lang: string): { action: AuditSentence; thing: AuditSentence | null } {
  if (entry.service === 'bug-reports') return { action: bugReportSentence(entry, lang), thing: null };
  if (entry.service === 'moderation') return { action: moderationSentence(entry), thing: null };
  if (entry.service === 'map-clue') return { action: hintSentence(entry, names), thing: null };
  return { action: { key: `methods.${entry.method}`, values: {} }, thing: thing(entry, names) };
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** The fields an entry changed, before and after (a creation has no before, a deletion no after). */
export function changedFields(entry: AuditEntry): FieldChange[] {
  // A moderation entry is said in full by its sentence; its record is in the queue or the author's notice.
  if (entry.service === 'moderation') return [];
  if (entry.service === 'bug-reports') {
    const reports = ((entry.before ?? {}) as { reports?: Row[] }).reports ?? [];
    const status = ((entry.after ?? {}) as { status?: string }).status;
    return reports.map((report) => ({
      field: `#${report._id} ${quoted(report.title, 60)}`,
      before: shown(report.status ?? 'open'),
      after: entry.method === 'remove' ? '—' : shown(status),
      statuses: true as const,
    }));
  }
  const before = (entry.before ?? {}) as Row;
  const after = (entry.after ?? {}) as Row;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !BOOKKEEPING.has(field));
  return fields
    .map((field) => ({ field, before: entry.before ? shown(before[field]) : '—', after: entry.after ? shown(after[field]) : '—' }))
    .filter((change) => change.before !== change.after);
}

/** The item and clue ids the entries name (the page looks their names up once). */
export function namedIds(entries: AuditEntry[]): { items: number[]; clues: number[] } {
  const items = new Set<number>();
  const clues = new Set<number>();
  for (const entry of entries) {
    const row = rowOf(entry);
    const item = num(row.itemId);
    if (item !== null) items.add(item);
    const clue = num(row.poiId) ?? num(row.clueId);
    if (clue !== null) clues.add(clue);
  }
  return { items: [...items], clues: [...clues] };
}
