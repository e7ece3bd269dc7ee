/**
 * Bad input for the query dialect, sent over HTTP as a careless or hostile client would: every
 * answer is a 4xx (never a 5xx), and none hangs. Strings in the test bundle are built so that the
 * catastrophic patterns really backtrack exponentially on them.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../../testing/server-process';
import { writeTestBundle } from '../../testing/test-bundle';
import { REGEX } from '../query/regex';

const ITEMS = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  name: { fr: `${'a'.repeat(40 + (i % 5))}!`, en: `${'x'.repeat(40)}y ${i}` },
  slug: { fr: `item-${i}`, en: `item-${i}` },
  level: i % 200,
  typeId: 9,
  effects: [{ effectId: 118, characteristic: 10, from: 1, to: i }],
}));

const nested = (depth: number): string => {
  let key = 'level';
  for (let i = 0; i < depth; i++) key = `$or[0][${key}]`;
  return `${key}=1`;
};
const deepBrackets = (depth: number) => `level${'[a]'.repeat(depth)}=1`;
const many = (n: number, field = 'level[$in][]') => Array.from({ length: n }, (_, i) => `${field}=${i}`).join('&');

const CORPUS: [string, string][] = [
  ['$or nested 30 deep', `/api/items?${nested(30)}`],
  ['brackets nested 40 deep', `/api/items?${deepBrackets(40)}`],
  ['$in with 5,000 values (past the URL size limit: 431)', `/api/items?${many(5000)}`],
  ['id[] with 1,100 values (past the list limit)', `/api/items?${many(1100, 'id[]')}`],
  ['$in with 600 values', `/api/items?${many(600)}`],
  ['3,000 parameters', `/api/items?${many(3000, 'p')}`],
  ['catastrophic regex (a+)+$', `/api/items?name.fr[$regex]=${encodeURIComponent('^(a+)+$')}`],
  ['catastrophic regex (a|aa)*$', `/api/items?name.fr[$regex]=${encodeURIComponent('^(a|aa)*$')}`],
  ['catastrophic regex (.*a){25}', `/api/items?name.fr[$regex]=${encodeURIComponent('^(.*a){25}$')}`],
  ['catastrophic regex (x+x+)+y', `/api/items?name.en[$regex]=${encodeURIComponent('^(x+x+)+z')}`],
  ['regex longer than the bound', `/api/items?name.fr[$regex]=${'a'.repeat(REGEX.maxLength + 1)}`],
  ['regex that does not compile', `/api/items?name.fr[$regex]=${encodeURIComponent('(?<=')}`],
  ['unknown regex option', '/api/items?name.fr[$regex]=a&name.fr[$options]=g'],
  ['regex as an object', '/api/items?name.fr[$regex][a]=1'],
  ['too many regexes', `/api/items?${Array.from({ length: 12 }, (_, i) => `$or[${i}][name.fr][$regex]=a`).join('&')}`],
  ['word for a number', '/api/items?level[$gte]=high'],
  ['object for a number', '/api/items?level[$gt][a]=1'],
  ['unknown operator', '/api/items?level[$where]=1'],
  ['unknown top-level operator', '/api/items?$where=1'],
  ['$elemMatch with a scalar', '/api/items?effects[$elemMatch]=1'],
  ['$exists with a word', '/api/items?level[$exists]=perhaps'],
  ['$limit as a word', '/api/items?$limit=all'],
  ['$skip negative', '/api/items?$skip=-5'],
  ['$sort direction as a word', '/api/items?$sort[level]=up'],
  ['$select as an object', '/api/items?$select[a][b]=1'],
  ['$populate as a word', '/api/items?$populate=perhaps'],
  ['unknown lang', '/api/items?lang=tlh'],
  ['constructor path', '/api/items?constructor.prototype=1'],
  ['criterion longer than the bound', `/api/criterion/${'PL>1&'.repeat(120)}PL>1`],
  ['criterion with bad percent-encoding', '/api/criterion/%E0%A4%A'],
  ['impossible almanax date', '/api/almanax?date=2025-02-30'],
  ['impossible almanax date in the path', '/api/almanax/2025-13-01'],
];

describe('bad input to the query dialect: 4xx, never 5xx, never a hang', () => {
  let server: RunningServer;
  let bundleDir: string;
  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-bad-input-', { items: ITEMS, almanax: [{ id: 1, date: '01-01' }] });
    server = await startServer({ bundleDir });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  // A hang fails on the test timeout (generous: the machine may be busy); no timing is asserted.
  it.each(CORPUS)('%s', { timeout: 60_000 }, async (_label, path) => {
    const { status, body } = await api(server, path);
    expect(status, String(JSON.stringify(body)).slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('reads prototype keys and broken percent-encoding the way Feathers (qs) does: ignored / literal', async () => {
    const proto = await api(server, '/api/items?__proto__[level]=1&$limit=1');
    expect(proto.status).toBe(200);
    expect(proto.body.total).toBe(ITEMS.length);
    const broken = await api(server, '/api/items?name.fr=%E0%A4%A');
    expect(broken).toMatchObject({ status: 200, body: { total: 0 } });
  });

  it('still answers normal queries after the corpus', async () => {
    const { status, body } = await api(server, '/api/items?level[$gte]=10&$limit=1');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
  });
});
