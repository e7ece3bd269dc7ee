/**
 * Game item conditions (`criterions`), e.g. `(CS>100&PL>50)|PG=8`: parsed into an and/or tree,
 * evaluated against a build, described as structured parts the UI translates.
 */
import type { PrimaryStat } from './characteristics';

/** `E` / `X`: the item is / is not equipped (`POE27607`), as the game client's ItemCriterionOperator. */
export type CriterionOperator = '<' | '>' | '=' | '!' | '~' | 'E' | 'X';
export const CRITERION_OPERATORS: readonly CriterionOperator[] = ['<', '>', '=', '!', '~', 'E', 'X'];

/** What a known code measures; anything else is an unknown code. */
export type CriterionSubject =
  | { kind: 'total'; characteristic: number }
  | { kind: 'base'; stat: PrimaryStat }
  | { kind: 'ap' }
  | { kind: 'mp' }
  | { kind: 'level' }
  | { kind: 'breed' }
  | { kind: 'sex' }
  | { kind: 'set-bonuses' };

/** Codes are case-sensitive: upper-case `CS` is total strength, `Cs` base strength. */
export const CRITERION_CODES: Readonly<Record<string, CriterionSubject>> = {
  CS: { kind: 'total', characteristic: 10 },
  CV: { kind: 'total', characteristic: 11 },
  CW: { kind: 'total', characteristic: 12 },
  CC: { kind: 'total', characteristic: 13 },
  CA: { kind: 'total', characteristic: 14 },
  CI: { kind: 'total', characteristic: 15 },
  CP: { kind: 'ap' },
  CM: { kind: 'mp' },
  Cs: { kind: 'base', stat: 'strength' },
  Cv: { kind: 'base', stat: 'vitality' },
  Cw: { kind: 'base', stat: 'wisdom' },
  Cc: { kind: 'base', stat: 'chance' },
  Ca: { kind: 'base', stat: 'agility' },
  Ci: { kind: 'base', stat: 'intelligence' },
  PL: { kind: 'level' },
  PG: { kind: 'breed' },
  PS: { kind: 'sex' },
  Pk: { kind: 'set-bonuses' },
};

export interface CriterionTerm {
  kind: 'term';
  code: string;
  operator: CriterionOperator;
  value: string;
  isKnown: boolean;
}
export interface CriterionGroup {
  kind: 'and' | 'or';
  children: CriterionNode[];
}
export type CriterionNode = CriterionTerm | CriterionGroup;

/** Codes are two letters, as the game client reads them (`POE27607` is code PO, operator E). */
const TERM_PATTERN = /^([A-Za-z]{2})\s*([<>=!~EX])\s*(.*)$/;

function parseTerm(raw: string): CriterionTerm | null {
  const text = raw.trim();
  if (!text) return null;
  const match = TERM_PATTERN.exec(text);
  if (!match) return { kind: 'term', code: text, operator: '=', value: '', isKnown: false };
  const [, code, operator, value] = match;
  const isKnown =
    Object.hasOwn(CRITERION_CODES, code) &&
    '<>=!~'.includes(operator) &&
    Number.isFinite(Number(value)) &&
    value.trim() !== '';
  return { kind: 'term', code, operator: operator as CriterionOperator, value: value.trim(), isKnown };
}

function group(kind: 'and' | 'or', children: CriterionNode[]): CriterionNode | null {
  if (children.length === 0) return null;
  return children.length === 1 ? children[0] : { kind, children };
}

/** Recursive descent: `|` binds looser than `&`; parentheses group; a missing `)` closes at the end. */
class Parser {
  private position = 0;
  constructor(private readonly text: string) {}

  parseOr(): CriterionNode | null {
    const children: CriterionNode[] = [];
    do {
      const node = this.parseAnd();
      if (node) children.push(node);
    } while (this.take('|'));
    return group('or', children);
  }

  private parseAnd(): CriterionNode | null {
    const children: CriterionNode[] = [];
    do {
      const node = this.parsePrimary();
      if (node) children.push(node);
    } while (this.take('&'));
    return group('and', children);
  }

  private parsePrimary(): CriterionNode | null {
    this.skipSpaces();
    if (this.take('(')) {
      const inner = this.parseOr();
      this.take(')');
      return inner;
    }
    const start = this.position;
    while (this.position < this.text.length && !'&|()'.includes(this.text[this.position])) this.position++;
    return parseTerm(this.text.slice(start, this.position));
  }

  private take(char: string): boolean {
    this.skipSpaces();
    if (this.text[this.position] !== char) return false;
    this.position++;
    return true;
  }

  private skipSpaces(): void {
    while (this.text[this.position] === ' ') this.position++;
  }
}

/** Parses a criterion string; an empty or blank string gives `null` (no condition). */
export function parseCriterion(text: string | null | undefined): CriterionNode | null {
  if (!text || !text.trim()) return null;
  return new Parser(text.trim()).parseOr();
}

export interface CriterionContext {
  /** Totals per characteristic id. */
  totals: Readonly<Record<number, number>>;
  base: Readonly<Record<PrimaryStat, number>>;
  /** Action and movement points including the class's own (e.g. 7 AP at level 100+). */
  ap: number;
  mp: number;
  level: number;
  breedId: number;
  sexe: 'female' | 'male';
  /** Number of set bonuses (see `countSetBonuses`). */
  setBonusCount: number;
}

export interface CriterionResult {
  isMet: boolean;
  /** Known terms that are not met (inside met `or` branches too). */
  unmet: CriterionTerm[];
  /** Terms with an unknown code: they count as met. */
  unknown: CriterionTerm[];
}

function subjectValue(subject: CriterionSubject, context: CriterionContext): number {
  switch (subject.kind) {
    case 'total':
      return context.totals[subject.characteristic] ?? 0;
    case 'base':
      return context.base[subject.stat];
    case 'ap':
      return context.ap;
    case 'mp':
      return context.mp;
    case 'level':
      return context.level;
    case 'breed':
      return context.breedId;
    case 'sex':
      return context.sexe === 'female' ? 1 : 0;
    case 'set-bonuses':
      return context.setBonusCount;
  }
}

function compare(actual: number, operator: CriterionOperator, expected: number): boolean {
  if (operator === '<') return actual < expected;
  if (operator === '>') return actual > expected;
  if (operator === '!') return actual !== expected;
  return actual === expected;
}

function evaluateNode(node: CriterionNode, context: CriterionContext, result: CriterionResult): boolean {
  if (node.kind === 'term') {
    if (!node.isKnown) {
      result.unknown.push(node);
      return true;
    }
    const isMet = compare(
      subjectValue(CRITERION_CODES[node.code], context),
      node.operator,
      Number(node.value),
    );
    if (!isMet) result.unmet.push(node);
    return isMet;
  }
  // Evaluate every child (no short-circuit) so all unknown codes are reported.
  const outcomes = node.children.map((child) => evaluateNode(child, context, result));
  return node.kind === 'and' ? outcomes.every(Boolean) : outcomes.some(Boolean);
}

/** Evaluates a parsed criterion; `null` (no condition) is met. */
export function evaluateCriterion(tree: CriterionNode | null, context: CriterionContext): CriterionResult {
  const result: CriterionResult = { isMet: true, unmet: [], unknown: [] };
  if (tree) result.isMet = evaluateNode(tree, context, result);
  return result;
}

export type CriterionDescription =
  | { kind: 'and' | 'or'; parts: CriterionDescription[] }
  | {
      kind: 'term';
      code: string;
      operator: CriterionOperator;
      value: string;
      /** What the code measures, absent for unknown codes; the UI picks the words. */
      subject?: CriterionSubject;
    };

/** Structured parts for display; no sentences are built here. */
export function describeCriterion(tree: CriterionNode | null): CriterionDescription | null {
  if (!tree) return null;
  if (tree.kind !== 'term') {
    return { kind: tree.kind, parts: tree.children.map((child) => describeCriterion(child)!) };
  }
  const { code, operator, value } = tree;
  if (!tree.isKnown) return { kind: 'term', code, operator, value };
  return { kind: 'term', code, operator, value, subject: CRITERION_CODES[code] };
}
