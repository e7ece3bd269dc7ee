/**
 * Game text markup, normalized once at import so every page reads one form. The dumps carry the
 * client's rich text: links `{{spell,24510,1::<color=#ebc304>Téléfrag</color>}}` (also with one brace
 * in names), colour and style tags (`<font color="…">`, `<color=…>`, `<b>`), line breaks (`<br>`),
 * element icons (`<sprite name="terre">`, the element's word follows it) and challenge references
 * (`[challenge,250]`). Descriptions keep links as `{{kind,id::label}}` (the web's `GameText` renders
 * them as links or plain text); names become plain text. Effect templates (`#1{~1~2 à }#2`) are a
 * different markup and are not touched.
 */
import type { Rec } from './util/io.ts';
import { isObj } from './util/io.ts';

type Cols = Map<string, Map<number, Rec>>;
type Lang = 'fr' | 'en' | 'de' | 'es' | 'pt';

const LANGS = new Set(['fr', 'en', 'de', 'es', 'pt']);
/** Collections whose texts are templates or codes, not game prose. */
const UNTOUCHED = new Set(['effects']);
/** Fields holding a display name (plain text, no links). */
const NAME_FIELDS = new Set(['name', 'shortName', 'longName', 'nameFemale', 'itemName']);

const LINK = /\{\{?([A-Za-z]+),(\d+)(?:,[^:{}]*)?::((?:[^{}]|<[^>]*>)*)\}\}?/g;
const STYLE_TAG = /<\/?(?:font|color|b|i|u|s|size|align|style)\b[^>]*>|<\/?(?:color|size)=[^>]*>/gi;
const SPRITE = /<sprite\b[^>]*>\s*/gi;
const BREAK = /<br\s*\/?>/gi;
const CHALLENGE = /\[challenge,(\d+)\]/g;
const ANY = /[<{[]/;

const UNNAMED_CHALLENGE: Record<Lang, string> = {
  fr: '(nom absent des données)',
  en: '(name not in the game data)',
  de: '(name not in the game data)',
  es: '(name not in the game data)',
  pt: '(name not in the game data)',
};

export interface MarkupContext {
  /** Challenge names by id, per language (to word `[challenge,N]`). */
  challengeName(id: number, lang: Lang): string | undefined;
}

/** One text in one language: links kept as `{{kind,id::label}}` (or plain labels for names). */
export function normalizeMarkup(text: string, lang: Lang, asName: boolean, ctx: MarkupContext): string {
  if (!ANY.test(text)) return text;
  let out = text.replace(LINK, (_all, kind: string, id: string, label: string) => {
    const plain = label.replace(STYLE_TAG, '').replace(SPRITE, '').trim();
    return asName ? plain : `{{${kind},${id}::${plain}}}`;
  });
  out = out.replace(CHALLENGE, (_all, id: string) => {
    const name = ctx.challengeName(Number(id), lang);
    if (!name) return UNNAMED_CHALLENGE[lang];
    return asName ? name : `{{challenge,${id}::${name}}}`;
  });
  out = out.replace(BREAK, asName ? ' ' : '\n').replace(SPRITE, '').replace(STYLE_TAG, '');
  return asName ? out.replace(/\s+/g, ' ').trim() : out;
}

function walk(value: unknown, asName: boolean, ctx: MarkupContext, depth: number): number {
  if (depth > 6 || value === null || typeof value !== 'object') return 0;
  let changed = 0;
  if (Array.isArray(value)) {
    for (const item of value) changed += walk(item, asName, ctx, depth + 1);
    return changed;
  }
  const rec = value as Rec;
  for (const [key, inner] of Object.entries(rec)) {
    if (typeof inner === 'string' && LANGS.has(key)) {
      const next = normalizeMarkup(inner, key as Lang, asName, ctx);
      if (next !== inner) {
        rec[key] = next;
        changed++;
      }
    } else if (isObj(inner) || Array.isArray(inner)) {
      changed += walk(inner, NAME_FIELDS.has(key), ctx, depth + 1);
    }
  }
  return changed;
}

/** Normalizes every text of every collection in place; returns how many texts changed. */
export function normalizeGameMarkup(cols: Cols): number {
  const challenges = cols.get('challenges');
  const ctx: MarkupContext = {
    challengeName: (id, lang) => {
      const name = challenges?.get(id)?.name;
      return isObj(name) && typeof name[lang] === 'string' ? (name[lang] as string) : undefined;
    },
  };
  let changed = 0;
  for (const [name, records] of cols) {
    if (UNTOUCHED.has(name) || name.startsWith('_')) continue;
    for (const record of records.values()) changed += walk(record, false, ctx, 0);
  }
  return changed;
}
