/**
 * A game condition as DofusDB writes it out (`GET /criterion/{criterion}`, an achievement
 * objective's `readableCriterion`): a JSON array where each condition is a list of texts and the
 * records it names (`{id, name, className}`), joined by the operator strings `"&"` and `"|"`, a
 * nested array standing for parentheses. `Qf=1077` reads
 * `[["Quête terminée : Offrande à Sebklav", {"id": 1077, "name": {...}, "className": "Quests"}]]`,
 * `PL>19&Qf=1077` reads `[["Niveau > 19"], "&", [...]]`. DofusSharp's `DofusDbCriterionJsonConverter`
 * reads this grammar; the texts are this site's wording of each condition (`@grimoire/rules`).
 */
import {
  criterionText,
  describeCriterion,
  parseCriterion,
  type CriterionDescription,
  type CriterionLanguage,
  type CriterionNames,
} from '@grimoire/rules';

type Rec = Record<string, unknown>;

/** The record a condition code names, by the collection holding it and DofusDB's `className`. */
const RESOURCES: Readonly<Record<string, { collection: string; className: string }>> = {
  Qf: { collection: 'quests', className: 'Quests' },
  QF: { collection: 'quests', className: 'Quests' },
  Qa: { collection: 'quests', className: 'Quests' },
  Qc: { collection: 'quests', className: 'Quests' },
  PO: { collection: 'items', className: 'Items' },
  PG: { collection: 'breeds', className: 'Breeds' },
  OA: { collection: 'achievements', className: 'Achievements' },
  Ob: { collection: 'achievements', className: 'Achievements' },
  Ps: { collection: 'alignment-sides', className: 'AlignmentSides' },
  PJ: { collection: 'jobs', className: 'Jobs' },
  Pj: { collection: 'jobs', className: 'Jobs' },
  PB: { collection: 'subareas', className: 'SubAreas' },
  HS: { collection: 'spell-states', className: 'SpellStates' },
};

export type ReadableCriterion = (string | Rec | ReadableCriterion)[];

export interface ReadableContext {
  lang: CriterionLanguage;
  names: CriterionNames;
  /** A record of a collection by id (the resources the conditions name). */
  record: (collection: string, id: number) => Rec | undefined;
}

function resource(term: Extract<CriterionDescription, { kind: 'term' }>, ctx: ReadableContext): Rec | undefined {
  const kind = RESOURCES[term.code];
  const id = Number(term.value.split(',')[0]);
  if (!kind || !Number.isInteger(id)) return undefined;
  const doc = ctx.record(kind.collection, id);
  if (!doc) return undefined;
  const out: Rec = { id, className: kind.className };
  if (doc.name !== undefined) out.name = doc.name;
  if (typeof doc.iconId === 'number') out.iconId = doc.iconId;
  if (typeof doc.img === 'string') out.img = doc.img;
  return out;
}

function sequence(node: CriterionDescription, ctx: ReadableContext): ReadableCriterion {
  if (node.kind === 'term') {
    const text = criterionText(`${node.code}${node.operator}${node.value}`, ctx.lang, ctx.names).join(' ');
    const named = resource(node, ctx);
    return named ? [text, named] : [text];
  }
  const sign = node.kind === 'and' ? '&' : '|';
  const out: ReadableCriterion = [];
  node.parts.forEach((part, i) => {
    if (i > 0) out.push(sign);
    // A term is its own list; a group (the other operator) is a nested list: its parentheses.
    out.push(sequence(part, ctx));
  });
  return out;
}

/** The nested list, or undefined when the text is not a game condition. */
export function readableCriterion(criterion: string, ctx: ReadableContext): ReadableCriterion | undefined {
  const tree = describeCriterion(parseCriterion(criterion));
  if (!tree) return undefined;
  return tree.kind === 'term' ? [sequence(tree, ctx)] : sequence(tree, ctx);
}
