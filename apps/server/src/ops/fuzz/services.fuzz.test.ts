/**
 * Property-based fuzzing of every registered service method (game data, user data, authentication),
 * discovered from the app itself so services added later are covered without editing this file.
 * Hostile ids, query strings and JSON bodies, as a guest and as three accounts (one admin): every answer
 * is < 500 with the usual error JSON, and a refused call leaves every user-data table as it was.
 */
import { rmSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';
import { body, queryString, recordId } from './arbitraries';
import { STANDARD_METHODS, startFuzzApp, type DiscoveredService, type FuzzApp } from './fuzz-app';

const PASSWORD = 'correct-horse-1';
/** Runs per method: enough to reach each service's validation, hooks and SQL with odd input, in ~1 min per database. */
const RUNS = { user: 18, game: 2, notExposed: 1 };

const GAME = {
  items: [
    { ...named(1, 'helmet'), level: 10, typeId: 16, effects: [{ characteristic: 10, from: 1, to: 20 }] },
    { ...named(2, 'set ring'), level: 10, typeId: 9, itemSetId: 7, effects: [] },
    { ...named(3, 'plain ring'), level: 10, typeId: 9, effects: [] },
    { ...named(4, 'dofus'), level: 100, typeId: 23, effects: [] },
    { ...named(5, 'sword'), level: 50, typeId: 6, effects: [] },
  ],
  'item-sets': [{ ...named(7, 'ring set'), items: [2], effects: [] }],
  monsters: [{ ...named(31, 'Bouftou'), grades: [{ level: 1, lifePoints: 10 }] }],
  breeds: [1, 2].map((id) => ({
    ...named(id, `breed ${id}`),
    maleArtwork: id * 10,
    femaleArtwork: id * 10 + 1,
    breedSpellsId: [],
  })),
};

/** Valid payloads for today's services: bent by the fuzzer into near-misses. Services not named here use their own records. */
const SEEDS: Record<string, Record<string, unknown>[]> = {
  'api/characters': [{ server: 3, name: 'Kyra', level: 200, breed: 1 }],
  'api/stuffs': [
    {
      level: 200,
      items: { helmet: 1, ring1: 2, weapon: 5 },
      breed: 1,
      sexe: 'male',
      pinned_spells: [],
      title: 'Fuzz build',
      sharing: 'public',
    },
  ],
  'api/workbench': [{ name: 'Fuzz bench', shared: 'public', items: [{ itemId: 1, quantity: 2 }] }],
  'api/bug-reports': [{ title: 'Broken page', description: 'Something is wrong on this page.' }],
  'api/users': [{ username: 'Fuzzed', password: PASSWORD }],
};

interface Account {
  id: string;
  token: string;
}

interface Failure {
  request: string;
  status: number;
  problem: string;
}

type Auth = 'guest' | 'user' | 'other' | 'admin' | 'forged';

async function call(
  url: string,
  method: string,
  payload?: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: payload,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

const idsOf = (records: unknown[]): string[] =>
  records.flatMap((record) =>
    record && typeof record === 'object'
      ? ['_id', 'id', 'shareId']
          .map((key) => (record as Record<string, unknown>)[key])
          .filter((v) => v !== undefined && v !== null)
          .map(String)
      : [],
  );

const recordsOf = (answer: unknown): Record<string, unknown>[] => {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | undefined)?.data;
  return Array.isArray(list)
    ? list.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object').slice(0, 5)
    : [];
};

describe.each(DATABASES)('fuzzing every service method on %s', (database) => {
  let fuzz: FuzzApp;
  let bundleDir: string;
  const accounts: Partial<Record<Auth, Account>> = {};

  async function account(username: string): Promise<Account> {
    const created = await call(
      `${fuzz.url}/api/users`,
      'POST',
      JSON.stringify({ username, password: PASSWORD }),
    );
    expect(created.status, created.text).toBe(201);
    const auth = await call(
      `${fuzz.url}/api/authentication`,
      'POST',
      JSON.stringify({ strategy: 'local', username, password: PASSWORD }),
    );
    return {
      id: String((created.json as { _id: unknown })._id),
      token: (auth.json as { accessToken: string }).accessToken,
    };
  }

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-fuzz-bundle-', GAME);
    fuzz = await startFuzzApp(database, bundleDir);
    accounts.user = await account('FuzzUser');
    accounts.other = await account('FuzzOther');
    accounts.admin = await account('FuzzAdmin');
    await fuzz.app.service('api/users').patch(accounts.admin.id, { roles: ['admin'] });
    for (const [path, seeds] of Object.entries(SEEDS)) {
      if (!(path in fuzz.app.services) || path === 'api/users') continue;
      for (const seed of seeds)
        await call(`${fuzz.url}/${path}`, 'POST', JSON.stringify(seed), accounts.user.token);
    }
  }, 120_000);

  afterAll(async () => {
    await fuzz?.close();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  it('discovers the game services, the user-data services and authentication from the app', () => {
    const paths = fuzz.services.map((service) => service.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'api/authentication',
        'api/users',
        'api/items',
        'api/monsters',
        'api/stuffs',
        'api/workbench',
      ]),
    );
    expect(fuzz.services.find((s) => s.path === 'api/items')?.game).toBe(true);
    expect(fuzz.services.find((s) => s.path === 'api/authentication')?.methods).toEqual(['create', 'remove']);
  });

  it('answers every hostile call with < 500 and the error JSON, and refused calls write nothing', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now());
    const failures: Failure[] = [];
    const tokens: Record<Auth, string | undefined> = {
      guest: undefined,
      user: accounts.user!.token,
      other: accounts.other!.token,
      admin: accounts.admin!.token,
      forged: `${accounts.user!.token.slice(0, -6)}AAAAAA`,
    };
    // Records each service shows its users give the fields, the ids and the shapes to bend.
    const known = new Set<string>([accounts.user!.id, accounts.other!.id, accounts.admin!.id]);
    const templates = new Map<string, Record<string, unknown>[]>();
    for (const service of fuzz.services) {
      const found = service.methods.includes('find')
        ? await call(`${fuzz.url}/${service.path}`, 'GET', undefined, tokens.admin)
        : undefined;
      const records = [...(SEEDS[service.path] ?? []), ...recordsOf(found?.json)];
      if (service.path === 'api/authentication')
        records.push(
          { strategy: 'local', username: 'FuzzUser', password: PASSWORD },
          { strategy: 'jwt', accessToken: tokens.user! },
        );
      templates.set(service.path, records);
      for (const id of idsOf(recordsOf(found?.json))) known.add(id);
    }
    const knownIds = [...known];

    // Removals last, and removals of accounts very last, so the fuzzing accounts live through the run.
    const order = (service: DiscoveredService, method: string) =>
      method === 'remove' ? (service.path === 'api/users' ? 2 : 1) : 0;
    const plan = fuzz.services
      .flatMap((service) =>
        [...new Set([...STANDARD_METHODS, ...service.methods])].map((method) => ({ service, method })),
      )
      .sort((a, b) => order(a.service, a.method) - order(b.service, b.method));

    const started = performance.now();
    let before = await fuzz.fingerprint();
    let requests = 0;
    for (const [index, { service, method }] of plan.entries()) {
      const exposed = service.methods.includes(method);
      // Game services share one class and answer 405 alike for what they do not expose: sampled lightly.
      const runs = service.game ? (exposed ? RUNS.game : 0) : exposed ? RUNS.user : RUNS.notExposed;
      if (runs === 0) continue;
      const records = templates.get(service.path) ?? [];
      const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
      const request = fc.record({
        id: recordId(knownIds),
        query: queryString(fields.length > 0 ? fields : ['name']),
        payload: body(records),
        auth: fc.constantFrom<Auth>('guest', 'user', 'user', 'other', 'admin', 'forged'),
        multi: fc.boolean(),
      });
      for (const sample of fc.sample(request, { numRuns: runs, seed: seed + index })) {
        const base = `${fuzz.url}/${service.path}`;
        const withId = `${base}/${sample.id}?${sample.query}`;
        const [verb, url, payload, headers]: [string, string, string | undefined, Record<string, string>?] =
          method === 'find'
            ? ['GET', `${base}?${sample.query}`, undefined]
            : method === 'get'
              ? ['GET', withId, undefined]
              : method === 'create'
                ? ['POST', `${base}?${sample.query}`, sample.payload]
                : method === 'update'
                  ? ['PUT', withId, sample.payload]
                  : method === 'patch'
                    ? ['PATCH', sample.multi ? `${base}?${sample.query}` : withId, sample.payload]
                    : method === 'remove'
                      ? ['DELETE', sample.multi ? `${base}?${sample.query}` : withId, undefined]
                      : ['POST', base, sample.payload, { 'x-service-method': method }];
        const describeRequest = () =>
          `${sample.auth} ${verb} ${url.slice(fuzz.url.length)} ${(payload ?? '').slice(0, 300)}`;
        requests++;
        let answer: Awaited<ReturnType<typeof call>>;
        try {
          answer = await call(url, verb, payload, tokens[sample.auth], headers);
        } catch (error) {
          failures.push({ request: describeRequest(), status: 0, problem: `no answer: ${String(error)}` });
          continue;
        }
        // Game services hold read-only data in memory: nothing of theirs can reach the database.
        const after = service.game ? before : await fuzz.fingerprint();
        if (answer.status >= 500)
          failures.push({
            request: describeRequest(),
            status: answer.status,
            problem: answer.text.slice(0, 300),
          });
        else if (answer.status >= 400) {
          const error = answer.json as { code?: unknown; name?: unknown; message?: unknown } | undefined;
          if (
            error?.code !== answer.status ||
            typeof error.name !== 'string' ||
            typeof error.message !== 'string'
          )
            failures.push({
              request: describeRequest(),
              status: answer.status,
              problem: `not the error JSON: ${answer.text.slice(0, 200)}`,
            });
          if (after !== before)
            failures.push({
              request: describeRequest(),
              status: answer.status,
              problem: 'refused, yet the database changed',
            });
        }
        before = after;
      }
    }
    console.info(
      `fuzzed ${requests} calls over ${plan.length} service methods on ${database} in ${Math.round(performance.now() - started)} ms`,
    );
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 1));
    expect(requests).toBeGreaterThan(300);
    expect(failures, `FUZZ_SEED=${seed} reproduces these`).toEqual([]);
  }, 300_000);
});
