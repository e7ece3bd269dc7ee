/**
 * dofuslab stores item conditions as a parsed tree (`{stat, operator, value}` leaves under `and`/`or`
 * lists); the game and `@grimoire/rules` use the criterion string (`CS>80&(CP<12|CM<6)`). No dump here
 * holds the raw strings (the D2O `Items` table is absent), so the tree is written back in that format.
 */

/** dofuslab condition stat → game criterion code (case matters: `PK` kamas, `Pk` set bonuses). */
const CODE_BY_STAT: Readonly<Record<string, string>> = {
  STRENGTH: 'CS',
  VITALITY: 'CV',
  WISDOM: 'CW',
  CHANCE: 'CC',
  AGILITY: 'CA',
  INTELLIGENCE: 'CI',
  AP: 'CP',
  MP: 'CM',
  LEVEL: 'PL',
  SET_BONUS: 'Pk',
  ALIGNMENT_LEVEL: 'Pa',
  KAMAS: 'PK',
};
const OPERATORS = new Set(['<', '>', '=', '!']);

type LabCondition =
  | { stat: string; operator: string; value: number | string }
  | { and: LabCondition[] }
  | { or: LabCondition[] }
  | Record<string, never>;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One node as criterion text; `null` when empty, `undefined` when it holds a stat or operator we cannot write. */
function write(node: unknown, nested: boolean): string | null | undefined {
  if (!isObj(node) || Object.keys(node).length === 0) return null;
  if ('stat' in node) {
    const code = CODE_BY_STAT[String(node.stat)];
    const value = Number(node.value);
    const operator = String(node.operator);
    if (!code || !OPERATORS.has(operator) || !Number.isFinite(value)) return undefined;
    return `${code}${operator}${value}`;
  }
  const kind = Array.isArray(node.and) ? 'and' : Array.isArray(node.or) ? 'or' : undefined;
  if (!kind) return undefined;
  const parts: string[] = [];
  for (const child of node[kind] as unknown[]) {
    const text = write(child, true);
    if (text === undefined) return undefined;
    if (text !== null) parts.push(text);
  }
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0];
  const joined = parts.join(kind === 'and' ? '&' : '|');
  return nested ? `(${joined})` : joined;
}

/**
 * The game criterion string of a dofuslab condition tree; undefined when there is no condition, or when a
 * stat has no known code (a partial condition would state a different rule, so none is written).
 */
export function labConditionToCriterion(tree: LabCondition | null | undefined): string | undefined {
  return write(tree, false) ?? undefined;
}
export type { LabCondition };
