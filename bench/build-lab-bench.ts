/**
 * Build lab timings (issue 38), each beside a baseline of the same run:
 * - damage: every spell of a class (its highest grade) and a weapon against a monster grade, from a
 *   16-item build's totals, beside `computeStats` of that build (the work a page already does);
 * - share card: satori + resvg drawing a card, first and mean; then over HTTP, a card asked the first
 *   time (drawn) and again (kept), beside raw node:http sending the same PNG;
 * - public list: 10,000 public builds published through the API (tags, elements, likes), then the list
 *   queries (most liked, a tag and an element, an item) at p50, beside raw node:http with the same bytes.
 * Run: `npm run bench -- build-lab`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBundle } from '@grimoire/gamedata/bundle';
import { CHARACTERISTIC as C, damageLineOfEffect, damagePreview, spellDamagePreview, usableSpellLevel } from '@grimoire/rules';
import type { DamageTarget, RulesSpellLevel } from '@grimoire/rules';
import { renderCard } from '../apps/server/src/cards/card-render';
import { pair } from './api-bench';
import { startGrimoire } from './server';
import { meanMs } from './timing';

const BUILDS = Number(process.env.BENCH_BUILDS ?? 10_000);
type Doc = Record<string, unknown>;

/** A level 200 build's totals, as a 16-item build of a damage dealer has them. */
const TOTALS: Record<number, number> = {
  [C.strength]: 1100, [C.intelligence]: 150, [C.chance]: 120, [C.agility]: 90, [C.power]: 180,
  [C.damage]: 35, [C.earthDamage]: 60, [C.criticalDamage]: 50, [C.spellDamagePercent]: 12,
  [C.meleeDamagePercent]: 8, [C.distanceDamagePercent]: 5, [C.weaponDamagePercent]: 10, [C.heals]: 20,
};

async function damageSection(bundleDir: string): Promise<void> {
  const { collections } = await readBundle(bundleDir);
  const spells = (collections.get('spells') ?? []) as Doc[];
  const levels = (collections.get('spell-levels') ?? []) as (RulesSpellLevel & { spellId: number })[];
  const monsters = (collections.get('monsters') ?? []) as { grades: { resistances?: DamageTarget['resistPercent'] }[] }[];
  const items = (collections.get('items') ?? []) as Doc[];
  const byBreed = new Map<number, number[]>();
  for (const spell of spells) if (typeof spell.breedId === 'number') byBreed.set(spell.breedId, [...(byBreed.get(spell.breedId) ?? []), spell.id as number]);
  const [, classSpells] = [...byBreed].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, []];
  const grades = classSpells.flatMap((id) => {
    const best = usableSpellLevel(levels.filter((level) => level.spellId === id), 200);
    return best ? [best] : [];
  });
  const weapon = items.find((item) => item.weapon && Array.isArray(item.effects) && (item.effects as Doc[]).some((e) => damageLineOfEffect(e.effectId as number)));
  const weaponLines = ((weapon?.effects ?? []) as { effectId: number; characteristic: number; from: number; to: number }[]).flatMap((effect) => {
    const line = effect.characteristic > 0 ? undefined : damageLineOfEffect(effect.effectId);
    return line ? [{ ...line, min: Math.min(effect.from, effect.to), max: Math.max(effect.from, effect.to) }] : [];
  });
  const target: DamageTarget = { resistPercent: monsters.find((m) => m.grades?.[0]?.resistances)?.grades[0].resistances ?? { earth: 20 } };
  const lineOf = (effect: { effectId: number }) => damageLineOfEffect(effect.effectId);
  let sink = 0;
  const all = () => {
    for (const level of grades) for (const row of spellDamagePreview(level, TOTALS, lineOf, { target })) sink += row.preview.normal.max;
    for (const line of weaponLines) sink += damagePreview(line, TOTALS, { source: 'weapon', reach: 'melee', target }).critical.max;
  };
  const bare = () => {
    for (const level of grades) for (const row of spellDamagePreview(level, TOTALS, lineOf)) sink += row.preview.normal.max;
  };
  const withTarget = meanMs(all, 2_000, 200);
  const withoutTarget = meanMs(bare, 2_000, 200);
  const lines = grades.reduce((sum, level) => sum + level.effects.filter((e) => lineOf(e)).length, 0) + weaponLines.length;
  console.log(`damage: ${grades.length} spells and a weapon (${lines} lines, each roll averaged), against a monster grade`);
  console.log(`  all of them, with target      ${withTarget.toFixed(3)} ms   (goal < 2 ms)`);
  console.log(`  spells without target         ${withoutTarget.toFixed(3)} ms   ratio ${(withTarget / withoutTarget).toFixed(2)}×   (sink ${sink > 0 ? 'ok' : 'empty'})`);
}

async function cardSection(url: string): Promise<void> {
  const content = {
    title: 'Iop terre Kolizéum', subtitle: 'Iop · niveau 200 · par Krosmoz',
    stats: Array.from({ length: 10 }, (_, i) => ({ label: `Caractéristique ${i}`, value: 100 * i })),
    items: Array.from({ length: 8 }, (_, i) => ({ id: i, name: `Objet porté numéro ${i}` })), moreItems: 6, labels: ['Terre', 'PvP'],
  };
  let started = performance.now();
  await renderCard(content, 'fr');
  const first = performance.now() - started;
  started = performance.now();
  for (let i = 0; i < 20; i++) await renderCard(content, i % 2 ? 'fr' : 'en');
  console.log(`share card: satori + resvg, in process`);
  console.log(`  first (fonts loaded)          ${first.toFixed(0)} ms`);
  console.log(`  mean of 20                    ${((performance.now() - started) / 20).toFixed(0)} ms   (goal < 150 ms)`);
  const list = (await (await fetch(`${url}/api/stuffs?$limit=3`)).json()) as { data: { id: string; updatedAt: string }[] };
  const times: number[] = [];
  for (const { id, updatedAt } of list.data) {
    started = performance.now();
    const answer = await fetch(`${url}/cards/stuffs/${id}.png?lang=fr&v=${Date.parse(updatedAt)}`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  console.log(`  over HTTP, first ask (drawn)  ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  const { id, updatedAt } = list.data[0];
  const rows = await pair('card, asked again (kept)', url, [`/cards/stuffs/${id}.png?lang=fr&v=${Date.parse(updatedAt)}`], 1);
  for (const row of rows) console.log(`  ${row.name.padEnd(38)} p50 ${String(row.p50).padStart(3)} ms   ${row.reqPerSec} req/s`);
}

/** Publishes BUILDS public builds through the API, 20 members liking some of them. */
async function seed(url: string, bundleDir: string): Promise<number> {
  const { collections } = await readBundle(bundleDir);
  const rings = ((collections.get('items') ?? []) as Doc[]).filter((item) => item.typeId === 9 && !(item.itemSetId && (item.itemSetId as number) > 0)).map((item) => item.id as number).slice(0, 40);
  const breeds = ((collections.get('breeds') ?? []) as Doc[]).map((breed) => breed.id as number);
  const tags = ['pvm', 'pvp', 'koliseum', 'solo', 'group', 'budget'];
  const elements = ['earth', 'fire', 'water', 'air'];
  const zero = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
  const ids: string[] = [];
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  for (let start = 0; start < BUILDS; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, BUILDS - start) }, async (_, k) => {
        const n = start + k;
        const answer = await post('/api/stuffs', {
          level: 1 + (n % 200), items: { ring1: rings[n % rings.length] }, base: zero, parchment: zero,
          breed: breeds[n % breeds.length], title: `Build ${n}`, sharing: 'public',
          tags: [tags[n % 6], tags[(n + 2) % 6]], elements: [elements[n % 4]],
        });
        return ((await answer.json()) as { id: string }).id;
      }),
    );
    ids.push(...batch);
  }
  for (let member = 0; member < 20; member++) {
    const username = `benchfan${member}${Date.now().toString(36)}`;
    await post('/api/users', { username, password: 'correct horse battery' });
    const { accessToken } = (await (await post('/api/authentication', { strategy: 'local', username, password: 'correct horse battery' })).json()) as { accessToken: string };
    await Promise.all(ids.filter((_, i) => i % (member + 3) === 0).slice(0, 100).map((id) => post('/api/stuff-likes', { stuff: id }, accessToken)));
  }
  return rings[0];
}

export async function runBuildLabBench(repo: string, bundleDir: string): Promise<void> {
  await damageSection(bundleDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-bench-builds-'));
  const server = await startGrimoire(repo, bundleDir, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' });
  try {
    while (!(await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false))) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const ring = await seed(server.url, bundleDir);
    console.log(`\npublic list: ${BUILDS} public builds published through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const queries: [string, string][] = [
      ['newest first', '/api/stuffs'],
      ['most liked', '/api/stuffs?$sort[likes]=-1'],
      ['tag + element, most liked', '/api/stuffs?tags=pvp&element=fire&$sort[likes]=-1'],
      ['wearing an item (item page)', `/api/stuffs?itemIds=${ring}&$sort[likes]=-1&$limit=5`],
      ['class + levels, page 20', '/api/stuffs?breed=1&level[$gte]=100&level[$lte]=200&$skip=950'],
    ];
    for (const [label, path] of queries) {
      for (const row of await pair(label, server.url, [path], 1)) console.log(`  ${row.name.padEnd(44)} p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(3)} ms   ${row.reqPerSec} req/s`);
    }
    console.log('  (goal: p50 < 20 ms with 10,000 public builds)\n');
    await cardSection(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
