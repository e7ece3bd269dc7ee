/**
 * Spell-level effects of `dofus-forge/{fr,en}/spells/<class>.json`. The files give each effect as
 * a kind (`damage`, `steal`, `push`…), an element, min/max and sometimes a duration (`turns`), plus
 * free-text `buffs` lines in the file's language ("-10 Fuite (3T)"). Each becomes a SpellEffect with
 * the game's effect id where the kind has one, and its text in French and English written the way
 * the game words that effect (the values filled in), so a page never shows an internal label.
 */
import type { SpellEffect } from '../types.ts';
import { statEffectId } from './labels.ts';

export interface ForgeSpellEffect {
  element?: string;
  min?: number;
  max?: number;
  kind?: string;
  turns?: number;
  spellId?: number;
}

type Lang = 'fr' | 'en';
const ELEMENTS: Record<string, number> = { neutral: 0, earth: 1, fire: 2, water: 3, air: 4 };
const ELEMENT_NAMES: Record<string, Record<Lang, string>> = {
  neutral: { fr: 'Neutre', en: 'Neutral' },
  earth: { fr: 'Terre', en: 'Earth' },
  fire: { fr: 'Feu', en: 'Fire' },
  water: { fr: 'Eau', en: 'Water' },
  air: { fr: 'Air', en: 'Air' },
};
/** Game effect ids by element (damage, steal). */
const DAMAGE_IDS: Record<string, number> = { neutral: 100, earth: 97, fire: 99, water: 96, air: 98 };
const STEAL_IDS: Record<string, number> = { neutral: 95, earth: 92, fire: 94, water: 91, air: 93 };
const FIXED_IDS: Record<string, number> = { push: 5, ap: 101, mp: 127, ap_gain: 111, mp_gain: 128, spell_buff: 293 };

const PLURALS: Record<Lang, Intl.PluralRules> = { fr: new Intl.PluralRules('fr'), en: new Intl.PluralRules('en') };

/** The word for `count` by the language's plural rules (French: 0 and 1 are singular). */
export function plural(count: number, lang: Lang, one: string, other: string): string {
  return PLURALS[lang].select(count) === 'one' ? one : other;
}

/** The source's buff lines say "Attire de 2 case" / "Attracts by 2 cell": the noun agrees here. */
export function agreeCells(text: string, lang: Lang): string {
  const noun = lang === 'fr' ? /\b(\d+) cases?\b/g : /\b(\d+) cells?\b/g;
  return text.replace(noun, (_all, n: string) =>
    `${n} ${lang === 'fr' ? plural(Number(n), lang, 'case', 'cases') : plural(Number(n), lang, 'cell', 'cells')}`,
  );
}

function range(from: number, to: number, lang: Lang): string {
  return from === to ? String(from) : `${from} ${lang === 'fr' ? 'à' : 'to'} ${to}`;
}

/** "(3 tours)" / "(3 turns)"; -1 is an effect that lasts until removed; 0 adds nothing. */
export function durationText(turns: number | undefined, lang: Lang): string {
  if (turns === undefined || turns === 0) return '';
  if (turns < 0) return lang === 'fr' ? ' (durée infinie)' : ' (infinite duration)';
  if (lang === 'fr') return ` (${turns} ${plural(turns, lang, 'tour', 'tours')})`;
  return ` (${turns} ${plural(turns, lang, 'turn', 'turns')})`;
}

function kindText(e: ForgeSpellEffect, from: number, to: number, lang: Lang, spellName: (id: number) => string | undefined): string {
  const el = ELEMENT_NAMES[e.element ?? 'neutral'] ?? ELEMENT_NAMES.neutral;
  const r = range(from, to, lang);
  const fr = lang === 'fr';
  switch (e.kind) {
    case 'damage':
      return fr ? `${r} (dommages ${el.fr})` : `${r} (${el.en} damage)`;
    case 'steal':
      return fr ? `${r} (vol ${el.fr})` : `${r} (${el.en} steal)`;
    case 'poison':
      return fr ? `${r} (dommages ${el.fr}) en début de tour (poison)` : `${r} (${el.en} damage) at the start of the turn (poison)`;
    case 'push':
      return fr ? `Repousse de ${r} ${plural(to, 'fr', 'case', 'cases')}` : `Pushes back ${r} ${plural(to, 'en', 'cell', 'cells')}`;
    case 'ap':
      return fr ? `-${r} PA` : `-${r} AP`;
    case 'mp':
      return fr ? `-${r} PM` : `-${r} MP`;
    case 'ap_gain':
      return fr ? `${r} PA` : `${r} AP`;
    case 'mp_gain':
      return fr ? `${r} PM` : `${r} MP`;
    case 'erosion':
      return fr ? `${r} % d'érosion` : `${r}% erosion`;
    case 'heal_mod':
      return fr ? `Soins reçus ×${r} %` : `Healing received ×${r}%`;
    case 'spell_buff': {
      const name = e.spellId !== undefined ? spellName(e.spellId) : undefined;
      if (fr) return name ? `Augmente les dégâts de base du sort ${name} de ${r}` : `Augmente les dégâts de base du sort de ${r}`;
      return name ? `Increases the base damage of ${name} by ${r}` : `Increases the spell's base damage by ${r}`;
    }
    default:
      return fr ? `${r} (${e.kind ?? 'effet'})` : `${r} (${e.kind ?? 'effect'})`;
  }
}

const HIT_KINDS = new Set(['damage', 'steal', 'poison']);

/**
 * A hit the source gives without a roll (one value, `max` 0 or equal to `min`). The game rolls every
 * damage and steal line; in these files a single value under the kind "damage" is as often a heal
 * (Flèches Amoureuses, Neuf Vies), a characteristic removal (Langueur's Intelligence, Retour du
 * Bâton's Strength) or a value read from another rule (Représailles). Such a line keeps the source's
 * words and is marked, never counted as damage.
 */
export function isUncertainHit(e: ForgeSpellEffect): boolean {
  if (!HIT_KINDS.has(e.kind ?? '')) return false;
  return e.max === undefined || e.max === 0 || e.max === e.min;
}

function effectIdOf(e: ForgeSpellEffect): number {
  const element = e.element ?? 'neutral';
  if (e.kind === 'damage' || e.kind === 'poison') return DAMAGE_IDS[element] ?? 100;
  if (e.kind === 'steal') return STEAL_IDS[element] ?? 95;
  return FIXED_IDS[e.kind ?? ''] ?? 0;
}

/**
 * One structured effect in both languages. `fr`/`en` are the same effect from each language's file
 * (they only differ in nothing but may be absent in one).
 */
export function convertForgeEffect(
  e: ForgeSpellEffect,
  spellName: (id: number, lang: Lang) => string | undefined,
): SpellEffect {
  const lo = e.min ?? 0;
  const hi = e.max && e.max !== 0 ? e.max : lo;
  const from = Math.min(lo, hi);
  const to = Math.max(lo, hi);
  const text = (lang: Lang) => kindText(e, from, to, lang, (id) => spellName(id, lang)) + durationText(e.turns, lang);
  if (isUncertainHit(e)) {
    // The source's words are kept; no effect id or element, so nothing computes with the line.
    return { effectId: 0, text: { fr: text('fr'), en: text('en') }, from, to, kindUncertain: true, ...(e.turns ? { duration: e.turns } : {}) };
  }
  const out: SpellEffect = { effectId: effectIdOf(e), text: { fr: text('fr'), en: text('en') }, from, to };
  if (e.element && e.element in ELEMENTS && (e.kind === 'damage' || e.kind === 'steal' || e.kind === 'poison')) {
    out.elementId = ELEMENTS[e.element];
  }
  if (e.turns !== undefined && e.turns !== 0) out.duration = e.turns;
  if (e.kind === 'spell_buff' && e.spellId !== undefined) out.spellId = e.spellId;
  return out;
}

/** `-10 Fuite (3T)` → value -10, label "Fuite", 3 turns. */
const BUFF = /^(-?)(\d+)(%?)\s+(.+?)(?:\s+\((\d+)T\))?$/;

/**
 * The free-text `buffs` lines of a level, FR and EN side by side (same order in both files). A line
 * whose characteristic the item labels know gets that effect id; others keep id 0 and their text.
 */
export function convertForgeBuffs(fr: readonly string[] | undefined, en: readonly string[] | undefined): SpellEffect[] {
  const count = Math.max(fr?.length ?? 0, en?.length ?? 0);
  const out: SpellEffect[] = [];
  for (let i = 0; i < count; i++) {
    const f = fr?.[i];
    const g = en?.[i];
    const m = BUFF.exec((f ?? g ?? '').trim());
    const turnsMatch = /\((\d+)T\)\s*$/;
    const turns = Number(turnsMatch.exec(f ?? g ?? '')?.[1] ?? 0) || undefined;
    const strip = (s: string | undefined, lang: Lang) =>
      s ? agreeCells(s.replace(turnsMatch, '').trim(), lang) + durationText(turns, lang) : undefined;
    const frText = strip(f, 'fr') ?? strip(g, 'en') ?? '';
    const text = { fr: frText, en: strip(g, 'en') ?? frText };
    let effectId = 0;
    let value = 0;
    if (m) {
      value = Number(m[2]);
      if (!m[3]) effectId = statEffectId(m[4], m[1] === '-') ?? 0;
    }
    const effect: SpellEffect = { effectId, text, from: value, to: value };
    if (turns) effect.duration = turns;
    out.push(effect);
  }
  return out;
}
