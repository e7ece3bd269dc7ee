/**
 * English effect description templates. The only effect texts in the dumps are French
 * (`d2companion/effects.json`); the game's English i18n table is absent. For characteristic and
 * weapon-hit effects the English wording is known from the parallel FR/EN labels the item sources
 * use (`labels.ts`), so their templates are rebuilt in English with the French template's shape
 * (sign, range marker, percent sign). Other effects keep French and stay flagged as missing.
 */
import { statLabelsByEffectId, weaponLabelsByEffectId } from './adapters/labels.ts';

/** Nouns the game pluralises after a number ("2 Summons", "30 Pods", "10 Heals"). */
const PLURAL_NOUNS = new Set(['Summon', 'Summons', 'Pod', 'Pods', 'Heal', 'Heals']);

function englishLabel(label: string): string {
  if (!PLURAL_NOUNS.has(label)) return label;
  return `${label.replace(/s$/, '')}{~ps}`;
}

/** Weapon lines no item source labels (the heal line of healing weapons). */
const EXTRA_WEAPON_LINES = new Map([[81, { fr: 'soins', en: 'HP restored' }]]);

/** `-#1{~1~2 à -}#2% Résistance Terre` → sign "-", percent "%". */
const RANGE = /^(-?)#1\{~1~2 à (-?)\}#2(%?)\s*(.*)$/;

/** The English template for an effect, or undefined when its wording is not known. */
export function englishEffectTemplate(effectId: number, frTemplate: string): string | undefined {
  const weapon = weaponLabelsByEffectId.get(effectId) ?? EXTRA_WEAPON_LINES.get(effectId);
  const stat = statLabelsByEffectId.get(effectId);
  const m = RANGE.exec(frTemplate.trim());
  if (m) {
    const [, sign, rangeSign, percent, tail] = m;
    const range = `${sign}#1{~1~2 to ${rangeSign}}#2`;
    if (weapon && /^\(.*\)$/.test(tail)) return `${range} (${weapon.en})`;
    if (!stat) return undefined;
    const label = stat.en.replace(/^%\s*/, '');
    return percent || stat.en.startsWith('%') ? `${range}% ${label}` : `${range} ${englishLabel(label)}`;
  }
  // Fixed-text effects ("Arme de chasse") whose whole text is the label.
  if (stat && frTemplate.trim() === stat.fr) return stat.en;
  return undefined;
}

/** Fills `description.en` of effect definitions that only have French, where the wording is known. */
export function translateEffectTemplates(effects: Iterable<[number, Record<string, unknown>]>): number {
  let translated = 0;
  for (const [id, effect] of effects) {
    const d = effect.description as Record<string, unknown> | undefined;
    if (!d || typeof d.fr !== 'string' || (typeof d.en === 'string' && d.en !== '')) continue;
    const en = englishEffectTemplate(id, d.fr);
    if (en) {
      d.en = en;
      translated++;
    }
  }
  return translated;
}
