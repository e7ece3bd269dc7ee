import type { CriterionDescription } from './conditions';
import {
  dateText,
  isSilentTerm,
  levelRangeText,
  termText,
  type CriterionNames,
  type Term,
  type Translate,
} from './criterion-terms';

export type { CriterionNames } from './criterion-terms';

type Group = Extract<CriterionDescription, { kind: 'and' | 'or' }>;

/**
 * The tree as a player reads it: silent terms left out, a group left with one part replaced by that
 * part, and an "and" inside an "and" (or an "or" inside an "or") spread into its parent.
 */
function visible(node: CriterionDescription): CriterionDescription | null {
  if (node.kind === 'term') return isSilentTerm(node) ? null : node;
  const parts = node.parts
    .map(visible)
    .filter((part): part is CriterionDescription => part !== null)
    .flatMap((part) => (part.kind === node.kind ? (part as Group).parts : [part]));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : { kind: node.kind, parts };
}

const asTerm = (node: CriterionDescription): Term | undefined => (node.kind === 'term' ? node : undefined);

/** `(SC!5|ST!n)`: everywhere but on Temporis servers of season n. */
function temporisException(group: Group, t: Translate): string | undefined {
  if (group.kind !== 'or' || group.parts.length !== 2) return undefined;
  const [server, season] = [group.parts.map(asTerm).find((p) => p?.code === 'SC'), group.parts.map(asTerm).find((p) => p?.code === 'ST')];
  if (!server || !season || server.operator !== '!' || season.operator !== '!' || server.value !== '5') return undefined;
  return t('criteria.exceptTemporisSeason', { season: season.value });
}

/** The phrases of a group's parts: silent terms left out, level and date bounds read together, repeats once. */
function groupPhrases(group: Group, t: Translate, names: CriterionNames, nested: boolean): string[] {
  const special = temporisException(group, t);
  if (special) return [special];
  const parts = group.parts;
  const phrases: string[] = [];
  const add = (text: string | undefined) => {
    if (text && !phrases.includes(text)) phrases.push(text);
  };
  if (group.kind === 'or') {
    for (const part of parts) add(nodeText(part, t, names, nested));
    return phrases;
  }
  const terms = parts.map(asTerm);
  const levels = terms.filter((term): term is Term => term?.code === 'PL' && (term.operator === '>' || term.operator === '<'));
  const levelRange = levelRangeText(levels, t);
  const month = terms.find((term) => term?.code === 'SG');
  const days = terms.filter((term): term is Term => term?.code === 'Sd');
  const date = dateText(month, days, t);
  const questSibling = terms.some((term) => term?.code === 'Qa' && term.operator === '=');
  for (const part of parts) {
    const term = asTerm(part);
    if (levelRange && term && levels.includes(term)) add(levelRange);
    else if (date && term && (term === month || days.includes(term))) add(date);
    else add(nodeText(part, t, names, nested, questSibling));
  }
  return phrases;
}

function nodeText(
  node: CriterionDescription,
  t: Translate,
  names: CriterionNames,
  nested: boolean,
  questSibling = false,
): string | undefined {
  if (node.kind === 'term') return termText(node, t, names, questSibling);
  const phrases = groupPhrases(node, t, names, true);
  if (phrases.length <= 1) return phrases[0];
  const text = phrases.join(` ${t(node.kind === 'and' ? 'criteria.and' : 'criteria.or')} `);
  return nested ? `(${text})` : text;
}

/**
 * Readable condition lines: each part of a top-level "and" is one line, other groups read inline.
 * No line shows a raw game code: a term without words reads "another game condition".
 */
export function criterionLines(
  description: CriterionDescription | null,
  t: Translate,
  names: CriterionNames,
): string[] {
  const tree = description && visible(description);
  if (!tree) return [];
  if (tree.kind === 'and') return groupPhrases(tree, t, names, false);
  const text = nodeText(tree, t, names, false);
  return text ? [text] : [];
}

function termIds(tree: CriterionDescription | null, codes: ReadonlySet<string>): number[] {
  if (!tree) return [];
  if (tree.kind !== 'term') return tree.parts.flatMap((part) => termIds(part, codes));
  const id = Number(tree.value.split(',')[0]);
  return codes.has(tree.code) && Number.isInteger(id) ? [id] : [];
}
const idsOf = (codes: string[]) => {
  const set = new Set(codes);
  return (tree: CriterionDescription | null) => [...new Set(termIds(tree, set))];
};

/** Breed ids a criterion mentions (`PG=8`), to load their names. */
export const breedIdsOf = idsOf(['PG']);
/** Quest ids a criterion mentions (`Qf=123`), to load their names. */
export const questIdsOf = idsOf(['Qf', 'QF', 'Qa', 'Qc']);
/** Achievement ids a criterion mentions (`OA=123`, `Ob!20`). */
export const achievementIdsOf = idsOf(['OA', 'Ob']);
/** Item ids a criterion mentions (`PO=8`), to load their names. */
export const itemIdsOf = idsOf(['PO']);
/** Job ids a criterion mentions (`Pj>41,0`). */
export const jobIdsOf = idsOf(['PJ', 'Pj']);
/** Sub-area ids a criterion mentions (`PB=804`). */
export const subAreaIdsOf = idsOf(['PB']);
/** Spell-state ids a criterion mentions (`HS=6286`). */
export const stateIdsOf = idsOf(['HS']);
