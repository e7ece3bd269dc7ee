/**
 * Every game condition of the real bundle in words (only when GAMEDATA_DIR is set): quest starts,
 * achievement objectives and rewards, item conditions, drop conditions, challenges. No code may read
 * raw on a page; a code the site cannot word reads as "a game condition this site cannot describe".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criterionNamesFrom, criterionText, type CriterionLanguage } from '@grimoire/rules';
import { importGameData } from './import.ts';
import { readBundle } from './bundle/read.ts';

const GAMEDATA_DIR = process.env.GAMEDATA_DIR;
type Doc = Record<string, unknown>;

/** Every distinct condition string of the bundle, with one place it comes from. */
function everyCondition(cols: Map<string, Doc[]>): Map<string, string> {
  const out = new Map<string, string>();
  const add = (criterion: unknown, where: string) => {
    if (typeof criterion === 'string' && criterion !== '' && !out.has(criterion)) out.set(criterion, where);
  };
  const list = (value: unknown) => (Array.isArray(value) ? (value as Doc[]) : []);
  for (const a of cols.get('achievements') ?? []) {
    for (const o of list(a.objectives)) add(o.criterion, `achievement ${a.id} objective`);
    for (const r of list(a.rewards)) add(r.criteria, `achievement ${a.id} reward`);
  }
  for (const q of cols.get('quests') ?? []) add(q.startCriterion, `quest ${q.id}`);
  for (const i of cols.get('items') ?? []) add(i.criterions, `item ${i.id}`);
  for (const m of cols.get('monsters') ?? []) for (const d of list(m.drops)) add(d.criteria, `monster ${m.id} drop`);
  for (const c of cols.get('challenges') ?? []) {
    add(c.completionCriterion, `challenge ${c.id}`);
    add(c.activationCriterion, `challenge ${c.id}`);
  }
  return out;
}

/** A code as the game writes it: two letters, an operator, a value (`BT=1`, `Sc!2698`, `Ad=74`). */
const RAW_CODE = /\b[A-Za-z]{2}[=<>!~EX]-?\d/;

describe.skipIf(!GAMEDATA_DIR)('every condition of the real bundle in words', () => {
  let tmp: string;
  let conditions: Map<string, string>;
  let cols: Map<string, Doc[]>;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gamedata-criteria-'));
    await importGameData({ gamedataDir: path.resolve(GAMEDATA_DIR as string), bundleDir: path.join(tmp, 'bundle') });
    cols = (await readBundle(path.join(tmp, 'bundle'))).collections as Map<string, Doc[]>;
    conditions = everyCondition(cols);
  }, 120_000);
  afterAll(async () => {
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  it.each(['fr', 'en'] as CriterionLanguage[])('no condition reads raw in %s', (lang) => {
    expect(conditions.size).toBeGreaterThan(5_000);
    const names = criterionNamesFrom(cols, lang);
    const raw: string[] = [];
    for (const [criterion, where] of conditions) {
      const text = criterionText(criterion, lang, names).join(' · ');
      if (RAW_CODE.test(text.replace(/[«“][^»”]*[»”]/g, ''))) raw.push(`${where}: ${criterion} → ${text}`);
    }
    expect(raw).toEqual([]);
  });

  it('words the client\'s common codes: quest starts, achievements, achievement points', () => {
    const names = criterionNamesFrom(cols, 'en');
    const other = 'A game condition this site cannot describe';
    for (const code of ['OA=', 'Ob!', 'Qf=', 'PL>']) {
      const sample = [...conditions.keys()].filter((c) => c.startsWith(code) && !/[&|]/.test(c)).slice(0, 20);
      expect(sample.length, code).toBeGreaterThan(0);
      for (const criterion of sample) expect(criterionText(criterion, 'en', names).join(' '), criterion).not.toContain(other);
    }
  });
});
