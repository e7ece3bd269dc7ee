import type { CriterionDescription, CriterionOperator } from './conditions';
import { CHARACTERISTIC } from './characteristic-ids';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const OPERATOR_SIGNS: Record<CriterionOperator, string> = {
  '<': '<',
  '>': '>',
  '=': '=',
  '!': '≠',
  '~': '≈',
};

export interface CriterionNames {
  /** Characteristic names by id in the page language. */
  characteristics: ReadonlyMap<number, string>;
  /** Class names by breed id. */
  breeds: ReadonlyMap<number, string>;
  /** Quest names by id (quest conditions: `Qf`, `QF`, `Qa`). */
  quests?: ReadonlyMap<number, string>;
  /** Item names by id (`PO`: has the item). */
  items?: ReadonlyMap<number, string>;
  /** Alignment side names by id (`Ps`). */
  alignments?: ReadonlyMap<number, string>;
}

/** Condition codes read from the game's quest and achievement conditions, by what their value names. */
const QUEST_CODES = new Set(['Qf', 'QF', 'Qa']);
const ITEM_CODES = new Set(['PO']);

/** Conditions the rules engine does not evaluate but a reader can: quests, items, alignment, kamas. */
function otherTermText(
  term: Extract<CriterionDescription, { kind: 'term' }>,
  t: Translate,
  names: CriterionNames,
): string {
  const id = Number(term.value.split(',')[0]);
  const negated = term.operator === '!';
  const name = (map: ReadonlyMap<number, string> | undefined) => map?.get(id);
  const quest = name(names.quests);
  const item = name(names.items);
  const side = name(names.alignments);
  if ((term.code === 'Qf' || term.code === 'QF') && quest)
    return t(negated ? 'criteria.questNotFinished' : 'criteria.questFinished', { name: quest });
  if (term.code === 'Qa' && quest)
    return t(negated ? 'criteria.questNotActive' : 'criteria.questActive', { name: quest });
  if (term.code === 'PO' && item)
    return t(negated ? 'criteria.itemNotOwned' : 'criteria.itemOwned', { name: item });
  if (term.code === 'Ps' && side)
    return t('criteria.alignment', { sign: OPERATOR_SIGNS[term.operator], name: side });
  if (term.code === 'PK' && Number.isFinite(id))
    return t('criteria.kamas', { sign: OPERATOR_SIGNS[term.operator], value: id });
  if (term.code === 'Pa' && Number.isFinite(id))
    return t('criteria.alignmentLevel', { sign: OPERATOR_SIGNS[term.operator], value: id });
  return t('criteria.unknown', { code: `${term.code}${term.operator}${term.value}` });
}

function termText(
  term: Extract<CriterionDescription, { kind: 'term' }>,
  t: Translate,
  names: CriterionNames,
): string {
  const sign = OPERATOR_SIGNS[term.operator];
  const subject = term.subject;
  const characteristic = (id: number) => names.characteristics.get(id) ?? `#${id}`;
  switch (subject?.kind) {
    case 'total':
      return `${characteristic(subject.characteristic)} ${sign} ${term.value}`;
    case 'base':
      return t('criteria.base', {
        name: characteristic(CHARACTERISTIC[subject.stat]),
        sign,
        value: term.value,
      });
    case 'ap':
      return `${characteristic(CHARACTERISTIC.ap)} ${sign} ${term.value}`;
    case 'mp':
      return `${characteristic(CHARACTERISTIC.mp)} ${sign} ${term.value}`;
    case 'level':
      return t('criteria.level', { sign, value: term.value });
    case 'breed':
      return t('criteria.breed', { sign, value: names.breeds.get(Number(term.value)) ?? term.value });
    case 'sex':
      return t(term.value === '1' ? 'criteria.sexFemale' : 'criteria.sexMale', { sign });
    case 'set-bonuses':
      return t('criteria.setBonuses', { sign, value: term.value });
    default:
      return otherTermText(term, t, names);
  }
}

function nodeText(node: CriterionDescription, t: Translate, names: CriterionNames, nested: boolean): string {
  if (node.kind === 'term') return termText(node, t, names);
  const joiner = ` ${t(node.kind === 'and' ? 'criteria.and' : 'criteria.or')} `;
  const text = node.parts.map((part) => nodeText(part, t, names, true)).join(joiner);
  return nested ? `(${text})` : text;
}

/** Readable condition lines: each part of a top-level "and" is one line, other groups read inline. */
export function criterionLines(
  tree: CriterionDescription | null,
  t: Translate,
  names: CriterionNames,
): string[] {
  if (!tree) return [];
  if (tree.kind === 'and') return tree.parts.map((part) => nodeText(part, t, names, false));
  return [nodeText(tree, t, names, false)];
}

/** Breed ids a criterion mentions (`PG=8`), to load their names. */
export function breedIdsOf(tree: CriterionDescription | null): number[] {
  if (!tree) return [];
  if (tree.kind === 'term') return tree.subject?.kind === 'breed' ? [Number(tree.value)] : [];
  return tree.parts.flatMap(breedIdsOf);
}

function termIds(tree: CriterionDescription | null, codes: ReadonlySet<string>): number[] {
  if (!tree) return [];
  if (tree.kind !== 'term') return tree.parts.flatMap((part) => termIds(part, codes));
  const id = Number(tree.value.split(',')[0]);
  return codes.has(tree.code) && Number.isInteger(id) ? [id] : [];
}

/** Quest ids a criterion mentions (`Qf=123`), to load their names. */
export const questIdsOf = (tree: CriterionDescription | null) => [...new Set(termIds(tree, QUEST_CODES))];
/** Item ids a criterion mentions (`PO=8`), to load their names. */
export const itemIdsOf = (tree: CriterionDescription | null) => [...new Set(termIds(tree, ITEM_CODES))];
