/**
 * The query engine (apps/server/src/game/query) against `sift`, the maintained MongoDB matcher
 * `@feathersjs/memory` uses, on the same documents in the same run: the time to filter every item
 * for typical DofusDB client queries. sift receives the query already in MongoDB form (numbers as
 * numbers, `RegExp` objects), i.e. after the validation and coercion our engine does in its own
 * time, so the comparison favours sift. Also measures the worst `$regex` we found: how long one
 * catastrophic pattern may hold the event loop before the time budget cuts it.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBundle } from '@grimoire/gamedata/bundle';
import sift from 'sift';

/** The engine is the server's own code, loaded at run time (bench is not a server workspace). */
interface Engine {
  Dataset: new (docs: readonly unknown[]) => {
    warm(): void;
    find(query: Record<string, unknown>): { total: number };
  };
  REGEX: { budgetMs: number };
}
async function loadEngine(repo: string): Promise<Engine> {
  const at = (file: string) => pathToFileURL(join(repo, 'apps/server/src/game/query', file)).href;
  const [{ Dataset }, { REGEX }] = await Promise.all([import(at('index.ts')), import(at('regex.ts'))]);
  return { Dataset, REGEX } as Engine;
}

interface Case {
  name: string;
  ours: Record<string, unknown>;
  mongo: Record<string, unknown>;
}

const CASES: Case[] = [
  { name: 'typeId=11 (equality)', ours: { typeId: '11' }, mongo: { typeId: 11 } },
  { name: 'typeId $in + level range', ours: { typeId: { $in: ['9', '10', '11'] }, level: { $gte: '150', $lte: '200' } }, mongo: { typeId: { $in: [9, 10, 11] }, level: { $gte: 150, $lte: 200 } } },
  { name: '$elemMatch on effects', ours: { effects: { $elemMatch: { characteristic: '10', to: { $gte: '80' } } } }, mongo: { effects: { $elemMatch: { characteristic: 10, to: { $gte: 80 } } } } },
  { name: '$or of two fields', ours: { $or: [{ typeId: '16' }, { level: { $gt: '199' } }] }, mongo: { $or: [{ typeId: 16 }, { level: { $gt: 199 } }] } },
  { name: 'name.fr $regex ^bottes, i', ours: { 'name.fr': { $regex: '^bottes', $options: 'i' } }, mongo: { 'name.fr': { $regex: /^bottes/i } } },
];

function time(fn: () => void, minMs = 300): number {
  fn();
  let runs = 0;
  const started = performance.now();
  while (performance.now() - started < minMs) {
    fn();
    runs++;
  }
  return ((performance.now() - started) / runs) * 1000;
}

export async function runDialectBench(repo: string, bundleDir: string): Promise<void> {
  const { Dataset, REGEX } = await loadEngine(repo);
  const { collections } = await readBundle(bundleDir);
  const items = (collections.get('items') ?? []) as Record<string, unknown>[];
  const dataset = new Dataset(items);
  dataset.warm();
  console.log(`${items.length} items; µs per query over all of them (lower is better)\n`);
  console.log(`${'query'.padEnd(34)} ${'ours µs'.padStart(9)} ${'sift µs'.padStart(9)} ${'sift/ours'.padStart(10)} matches`);
  for (const c of CASES) {
    const query = { ...c.ours, $limit: '0' };
    const ours = time(() => dataset.find(query));
    const test = sift(c.mongo);
    const theirs = time(() => items.filter(test));
    const matches = `${dataset.find(query).total}/${items.filter(test).length}`;
    console.log(`${c.name.padEnd(34)} ${ours.toFixed(0).padStart(9)} ${theirs.toFixed(0).padStart(9)} ${(theirs / ours).toFixed(2).padStart(10)} ${matches}`);
  }
  // A pattern that backtracks exponentially on every multi-word name that fails to match.
  const worst = '^(\\w+\\s?)+$';
  const started = performance.now();
  let outcome = 'answered';
  try {
    dataset.find({ 'name.fr': { $regex: worst } });
  } catch (error) {
    outcome = (error as Error).message;
  }
  console.log(`\nworst $regex ${worst} over all names: ${(performance.now() - started).toFixed(0)} ms (budget ${REGEX.budgetMs} ms): ${outcome}`);
}
