import type { Rec } from './util/io.ts';

export function isPlain(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Copy of plain objects (arrays and leaves shared): merged records never alias a source's objects. */
export function clonePlain(v: unknown): unknown {
  if (!isPlain(v)) return v;
  const out: Rec = {};
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = clonePlain(x);
  return out;
}

/**
 * Fills `target` with the fields of `lower` (a lower-ranked source) that it lacks. Plain objects merge
 * field by field: an I18nText (`{fr, en, …}`) therefore merges per language, so a higher source's
 * `fr` never erases a lower source's `en`. Arrays and scalars: the higher source's value stands.
 */
export function fillMissing(target: Rec, lower: Rec): void {
  for (const [k, v] of Object.entries(lower)) {
    if (v === undefined || v === null) continue;
    const cur = target[k];
    if (cur === undefined || cur === null) target[k] = clonePlain(v);
    else if (isPlain(cur) && isPlain(v)) fillMissing(cur, v);
  }
}
