/**
 * Rules timings: mean time of `computeStats` on a 16-item stuff (two sets, forgemagie, exos,
 * conditions) beside a baseline loop that only sums the same item effects.
 * Run: `node --import tsx bench/rules-bench.ts`.
 */
import { pathToFileURL } from 'node:url';
import { meanMs } from './timing';
import {
  computeStats,
  createStuff,
  equip,
  setBase,
  setExo,
  setForgemagie,
  setParchment,
} from '@grimoire/rules';
import type { RulesEffect, RulesItem, RulesItemSet, StatsData, Stuff } from '@grimoire/rules';

const RUNS = 10_000;
const WARMUP = 1_000;
const timed = (run: () => unknown) => meanMs(run, RUNS, WARMUP);

const effect = (characteristic: number, to: number): RulesEffect => ({
  effectId: 0,
  characteristic,
  from: to,
  to,
});

function makeItems(): RulesItem[] {
  // Helmet, amulet, 2 rings, shield, cape, boots, belt, 6 dofus, weapon, pet.
  const types = [16, 1, 9, 9, 82, 17, 11, 10, 23, 23, 23, 23, 23, 23, 6, 18];
  return types.map((typeId, index) => ({
    id: 5000 + index,
    level: 190,
    typeId,
    itemSetId: index < 4 ? 1 : index < 8 ? 2 : undefined,
    criterions: index % 4 === 0 ? '(CS>100&PL>150)|Pk<6' : undefined,
    effects: [
      effect(10, 60 + index),
      effect(11, 300),
      effect(25, 20),
      effect(1 + (index % 3), 1),
      effect(88, 5),
      effect(33, 4),
    ],
  }));
}

function makeSets(items: RulesItem[]): RulesItemSet[] {
  const bonuses = [2, 3, 4].map((itemCount) => ({
    itemCount,
    effects: [effect(10, 10 * itemCount), effect(1, itemCount > 3 ? 1 : 0)],
  }));
  return [1, 2].map((id) => ({
    id,
    itemIds: items.filter((item) => item.itemSetId === id).map((item) => item.id),
    bonuses,
  }));
}

function buildStuff(items: RulesItem[]): Stuff {
  let stuff = createStuff();
  for (const item of items) stuff = equip(stuff, item).stuff;
  stuff = setBase(setParchment(stuff, 'strength', 100), undefined, 'strength', 300);
  stuff = setExo(stuff, 0, { stat: 1, value: 1 });
  return setForgemagie(stuff, items[0].id, { stats: { 10: 55 }, exos: [{ charac: 23, value: 1 }] });
}


export async function runRulesBench(): Promise<void> {
  const items = makeItems();
  const data: StatsData = {
    items: new Map(items.map((item) => [item.id, item])),
    sets: new Map(makeSets(items).map((set) => [set.id, set])),
  };
  const stuff = buildStuff(items);
  let sink = 0;
  const baseline = timed(() => {
    const totals = new Array<number>(130).fill(0);
    for (const item of items) for (const { characteristic, to } of item.effects) totals[characteristic] += to;
    sink += totals[10];
  });
  const rules = timed(() => {
    sink += computeStats(stuff, data).derived.ap;
  });
  console.log(`rules: computeStats on a 16-item stuff, mean of ${RUNS} runs`);
  console.log(`  baseline (sum effects)  ${(baseline * 1000).toFixed(2)} µs`);
  console.log(`  computeStats            ${(rules * 1000).toFixed(2)} µs`);
  console.log(
    `  ratio                   ${(rules / baseline).toFixed(1)}×   (sink ${sink > 0 ? 'ok' : 'empty'})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runRulesBench();
}
