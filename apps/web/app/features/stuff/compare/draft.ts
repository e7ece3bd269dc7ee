/**
 * A build in progress in the compare page's address (`?draft=`): the editor's stuff as its API
 * payload, JSON in base64url, so the comparison of an unsaved build can be shared too. What comes
 * back from an address is checked field by field (it is anyone's input): a draft that is not a
 * well-formed stuff reads as none.
 */
import { MAX_LEVEL, MIN_LEVEL, SLOT_KEYS, stuffFromPayload } from '@grimoire/rules';
import type { Stuff, StuffPayloadLike } from '@grimoire/rules';
import { MAX_PINNED_SPELLS, toPayload } from '../types';

export const DRAFT_PARAM = 'draft';
/** Far above a full build with forgemagie on every item (~3 KB), far below what servers take in an address. */
const MAX_DRAFT_LENGTH = 6_000;
const STATS = ['vitality', 'strength', 'intelligence', 'agility', 'chance', 'wisdom'] as const;

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `?draft=` value of an editor's stuff. */
export function draftParam(stuff: Stuff): string {
  const { title: _title, sharing: _sharing, tags: _tags, elements: _elements, ...payload } = toPayload(stuff, '', 'public');
  return btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function characteristics(value: unknown): boolean {
  return value === undefined || (isRecord(value) && Object.entries(value).every(([key, n]) => (STATS as readonly string[]).includes(key) && isInt(n, 0, 10_000)));
}

function forgemagie(value: unknown): boolean {
  if (value === undefined) return true;
  if (!isRecord(value) || Object.keys(value).length > 16) return false;
  return Object.entries(value).every(
    ([id, fm]) =>
      /^[1-9][0-9]{0,9}$/.test(id) &&
      isRecord(fm) &&
      isRecord(fm.stats) &&
      Object.entries(fm.stats).every(([key, n]) => /^[1-9][0-9]{0,3}$/.test(key) && isInt(n, -10_000, 10_000)) &&
      Array.isArray(fm.exos) &&
      fm.exos.length <= 10 &&
      fm.exos.every((exo: unknown) => isRecord(exo) && isInt(exo.charac, 1, 9999) && isInt(exo.value, -10_000, 10_000)),
  );
}

/** The stuff of a `?draft=` value; undefined when it is not one. */
export function parseDraft(value: string | null): Stuff | undefined {
  if (!value || value.length > MAX_DRAFT_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(atob(value.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
  if (!isRecord(doc)) return undefined;
  const { level, breed, sexe, items, base, parchment, exo, pinned_spells: pinned } = doc;
  const valid =
    isInt(level, MIN_LEVEL, MAX_LEVEL) &&
    isInt(breed, 1, 10_000) &&
    (sexe === undefined || sexe === 'female' || sexe === 'male') &&
    isRecord(items) &&
    Object.entries(items).every(([slot, id]) => (SLOT_KEYS as readonly string[]).includes(slot) && (id === null || isInt(id, 1, 2_147_483_647))) &&
    characteristics(base) &&
    characteristics(parchment) &&
    (exo === undefined || (Array.isArray(exo) && exo.length <= 30 && exo.every((line: unknown) => isRecord(line) && (line.stat === null || isInt(line.stat, 1, 9999)) && isInt(line.value, -10_000, 10_000)))) &&
    forgemagie(doc.forgemagie) &&
    (pinned === undefined || (Array.isArray(pinned) && pinned.length <= MAX_PINNED_SPELLS && pinned.every((id: unknown) => isInt(id, 1, 2_147_483_647))));
  return valid ? stuffFromPayload(doc as StuffPayloadLike) : undefined;
}
