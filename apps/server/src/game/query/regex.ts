/**
 * `$regex` as MongoDB/DofusDB read it (`$options`, the inline `(?i)` flag group clients put at the
 * start of a pattern, anchors, alternation, lookaheads), made safe for a shared server: the pattern
 * length is bounded, and one pattern runs over the distinct strings of a field in a single
 * `node:vm` call with a time budget, so a catastrophic pattern (`^(a+)+$`) is cut after
 * `REGEX.budgetMs` and answered with a 400 instead of pinning the CPU.
 */
import vm from 'node:vm';
import { QueryError } from './errors';

export const REGEX = {
  /** Longest pattern accepted (characters). */
  maxLength: 200,
  /** Wall-clock time one pattern may spend over a collection's strings (room for a busy machine). */
  budgetMs: 250,
  /** `$regex` conditions in one query. */
  maxPerQuery: 8,
} as const;

/** MongoDB options JavaScript also has (`x`, extended syntax, is refused: JS has no equivalent). */
const OPTIONS = /^[imsu]*$/;
const INLINE_FLAGS = /^\(\?([imsu]+)\)/;

export interface ParsedRegex {
  source: string;
  flags: string;
}

/** Validates and normalizes a pattern and its options; throws a QueryError naming `param`. */
export function parseRegex(pattern: unknown, options: unknown, param: string): ParsedRegex {
  if (typeof pattern !== 'string' && typeof pattern !== 'number')
    throw new QueryError(param, 'expected a pattern');
  let source = String(pattern);
  if (source.length > REGEX.maxLength)
    throw new QueryError(param, `pattern longer than ${REGEX.maxLength} characters`);
  let flags = '';
  if (options !== undefined) {
    if (typeof options !== 'string' || !OPTIONS.test(options))
      throw new QueryError(`${param.replace(/\[\$regex\]$/, '')}[$options]`, 'expected letters among i, m, s, u');
    flags += options;
  }
  const inline = INLINE_FLAGS.exec(source);
  if (inline) {
    flags += inline[1];
    source = source.slice(inline[0].length);
  }
  flags = [...new Set(flags)].join('');
  try {
    new RegExp(source, flags);
  } catch (error) {
    throw new QueryError(param, `invalid pattern: ${(error as Error).message}`);
  }
  return { source, flags };
}

const context = vm.createContext({ P: '', F: '', S: [] as string[] });
// The loop is a function defined once in the context, so V8 optimizes it across calls (a script's
// top-level code is not: running the loop as the script itself was 3-5× slower); each call is a
// tiny script run under the time budget.
vm.runInContext(
  'function matchAll(P, F, S) { const re = new RegExp(P, F); const out = new Uint8Array(S.length);' +
    ' for (let i = 0; i < S.length; i++) out[i] = re.test(S[i]) ? 1 : 0; return out; }',
  context,
);
const runner = new vm.Script('matchAll(P, F, S)');

/**
 * The strings among `candidates` the pattern matches, computed at once under the time budget.
 * Running one call for all strings keeps the per-string cost at a plain `RegExp.test`.
 */
export function matchAll(regex: ParsedRegex, candidates: readonly string[], param: string): Set<string> {
  context.P = regex.source;
  context.F = regex.flags;
  context.S = candidates;
  let hits: Uint8Array | undefined;
  try {
    // The budget is wall-clock time; on a starved machine (the process barely ran during the
    // budget) the run is retried, so only a pattern that really burns CPU is refused.
    for (let attempt = 0; attempt < 3 && !hits; attempt++) {
      const cpuBefore = process.cpuUsage();
      try {
        hits = runner.runInContext(context, { timeout: REGEX.budgetMs }) as Uint8Array;
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT')
          throw new QueryError(param, `invalid pattern: ${(error as Error).message}`);
        const cpu = process.cpuUsage(cpuBefore);
        if ((cpu.user + cpu.system) / 1000 >= REGEX.budgetMs / 2)
          throw new QueryError(param, `pattern took longer than ${REGEX.budgetMs} ms; simplify it`);
      }
    }
  } finally {
    context.S = [];
  }
  if (!hits) throw new QueryError(param, `pattern took longer than ${REGEX.budgetMs} ms; simplify it`);
  const out = new Set<string>();
  for (let i = 0; i < candidates.length; i++) if (hits[i] === 1) out.add(candidates[i]);
  return out;
}
