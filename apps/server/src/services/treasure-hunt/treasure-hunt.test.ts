/**
 * `GET /api/treasure-hunt` on the real dumps (GAMEDATA_DIR): the expected answers are worked out
 * here from the raw dofhunt clue file and the D2O sub-area/area/super-area tables, independently of
 * the importer and the server, for many (start, direction, clue) cases drawn from the clue data.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { importGameData } from '@grimoire/gamedata';
import { buildClueGrid, mapsAhead, type HuntDirection } from '@grimoire/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../../testing/server-process';

const GAMEDATA_DIR = process.env.GAMEDATA_DIR;
const STEP: Record<number, [number, number]> = { 0: [1, 0], 2: [0, 1], 4: [-1, 0], 6: [0, -1] };

interface DumpMap {
  id: number;
  x: number;
  y: number;
  clues: number[];
}

/** Maps of the main world with their clues, straight from the dumps. */
function mainWorldClueMaps(dir: string): DumpMap[] {
  const hunt = JSON.parse(readFileSync(join(dir, 'dofhunt/clues.json'), 'utf8')) as {
    maps: Record<string, { position: { x: number; y: number }; clues: number[] }>;
  };
  const d2o = (file: string) => {
    const raw = readFileSync(join(dir, 'datafus', file));
    return (JSON.parse((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString()) as { data: Record<string, number & number[]>[] }).data;
  };
  const superWorld = new Map(d2o('SuperAreas.json').map((s) => [s.id, s.worldmapId]));
  const areaWorld = new Map(d2o('Areas.json').map((a) => [a.id, a.worldmapId > 0 ? a.worldmapId : superWorld.get(a.superAreaId)]));
  const mapWorld = new Map<number, number | undefined>();
  for (const sub of d2o('SubAreas.json.gz'))
    for (const mapId of sub.mapIds) mapWorld.set(mapId, sub.worldmapId > 0 ? sub.worldmapId : areaWorld.get(sub.areaId));
  for (const [mapId, world] of mapWorld) if (world !== undefined && world <= 0) UNPLACED.add(mapId);
  return Object.entries(hunt.maps)
    .map(([id, m]) => ({ id: Number(id), x: m.position.x, y: m.position.y, clues: m.clues }))
    .filter((m) => m.clues.length > 0 && (mapWorld.get(m.id) ?? 1) === 1);
}

/**
 * Maps of a known sub-area that no D2O table places on a world (sub-area, area and super area all
 * say 0/-1): another source may (the importer keeps a stated world), so answers may or may not hold them.
 */
const UNPLACED = new Set<number>();

/** A small deterministic generator (mulberry32), so failures replay. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.skipIf(!GAMEDATA_DIR)('treasure-hunt answers on the real dumps', () => {
  let server: RunningServer;
  let tmp: string;
  let maps: DumpMap[];
  const byPos = new Map<string, DumpMap[]>();
  const hunt = (query: string) => api(server, `/api/treasure-hunt?${query}`);

  /** The nearest distance (1–10) at which a map holds the clue, and those maps' ids. */
  function expected(x: number, y: number, direction: number, clue: number): { distance: number; ids: number[] } | undefined {
    const [dx, dy] = STEP[direction];
    for (let d = 1; d <= 10; d++) {
      const here = (byPos.get(`${x + dx * d},${y + dy * d}`) ?? []).filter((m) => m.clues.includes(clue));
      if (here.length) return { distance: d, ids: here.map((m) => m.id) };
    }
    return undefined;
  }

  beforeAll(async () => {
    const dir = resolve(GAMEDATA_DIR as string);
    tmp = mkdtempSync(join(tmpdir(), 'grimoire-hunt-'));
    await importGameData({ gamedataDir: dir, bundleDir: join(tmp, 'bundle') });
    maps = mainWorldClueMaps(dir);
    for (const m of maps) byPos.set(`${m.x},${m.y}`, [...(byPos.get(`${m.x},${m.y}`) ?? []), m]);
    server = await startServer({ bundleDir: join(tmp, 'bundle') });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers the nearest map holding the clue for 300 cases drawn from the clue data', async () => {
    const next = random(13);
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const target = maps[Math.floor(next() * maps.length)];
      const clue = target.clues[Math.floor(next() * target.clues.length)];
      const direction = [0, 2, 4, 6][Math.floor(next() * 4)];
      const back = 1 + Math.floor(next() * 10);
      const [dx, dy] = STEP[direction];
      const [x, y] = [target.x - dx * back, target.y - dy * back];
      const want = expected(x, y, direction, clue)!;
      const { status, body } = await hunt(`x=${x}&y=${y}&direction=${direction}&clue=${clue}`);
      expect(status, `(${x},${y}) dir ${direction} clue ${clue}`).toBe(200);
      expect(body.total).toBe(1);
      const [map] = body.data;
      expect([map.posX, map.posY, map.distance]).toEqual([x + dx * want.distance, y + dy * want.distance, want.distance]);
      expect(want.ids).toContain(map.id);
      expect(map.pois.map((p: { id: number }) => p.id)).toContain(clue);
      checked++;
    }
    expect(checked).toBe(300);
  });

  it('lists every clue ahead, nearest first, with names in five languages', async () => {
    const start = maps.find((m) => m.x === -20 && m.y === -36) ?? maps[0];
    const { status, body } = await hunt(`x=${start.x}&y=${start.y + 1}&direction=6&$limit=50`);
    expect(status).toBe(200);
    const distances = body.data.map((m: { distance: number }) => m.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data[0].distance).toBe(1);
    expect(Object.keys(body.data[0].pois[0].name).sort()).toEqual(['de', 'en', 'es', 'fr', 'pt']);
    expect(body.data[0].pois[0].className).toBe('PointOfInterest');
    const english = await hunt(`x=${start.x}&y=${start.y + 1}&direction=6&lang=en&$limit=1`);
    expect(Object.keys(english.body.data[0].pois[0].name)).toEqual(['en']);
    expect(english.body.total).toBe(body.total);
  });

  it('answers 404 with the spec message when no map within 10 holds the clue', async () => {
    const next = random(7);
    let found = 0;
    while (found < 20) {
      const from = maps[Math.floor(next() * maps.length)];
      const clue = 848 + Math.floor(next() * 170);
      const direction = [0, 2, 4, 6][Math.floor(next() * 4)];
      if (expected(from.x, from.y, direction, clue)) continue;
      const { status, body } = await hunt(`x=${from.x}&y=${from.y}&direction=${direction}&clue=${clue}`);
      expect(status).toBe(404);
      expect(body.message).toBe('No clue found, check the position and direction you specified');
      found++;
    }
  });

  it('refuses bad input with a 400', async () => {
    for (const query of ['x=0&y=0&direction=3', 'x=0&direction=6', 'x=0&y=0', 'x=500&y=0&direction=6', 'x=-200&y=0&direction=0', 'x=a&y=0&direction=0', 'x=0&y=0&direction=0&worldMap=9999'])
      expect((await hunt(query)).status, query).toBe(400);
  });

  it('answers a position beyond the world with the world\'s extent, for the page to say where the world is', async () => {
    const { status, body } = await hunt('x=999&y=-36&direction=6');
    expect(status).toBe(400);
    expect(body.data.key).toBe('outside-world');
    const { minX, maxX, minY, maxY } = body.data.bounds;
    expect(minX).toBeLessThan(0);
    expect(maxX).toBeLessThan(999);
    expect(minY).toBeLessThan(-36);
    expect(maxY).toBeGreaterThan(-36);
    expect((await hunt('x=99999&y=0&direction=6')).status).toBe(400);
  });

  it('lists every map of the world holding a clue, for map layers', async () => {
    const clue = maps[0].clues[0];
    const { body } = await api(server, `/api/clue-maps?clueId=${clue}`);
    const want = maps.filter((m) => m.clues.includes(clue)).map((m) => m.id).sort();
    const got = body.data.map((m: { id: number }) => m.id).filter((id: number) => !UNPLACED.has(id));
    expect(got.sort()).toEqual(want);
  });

  it('gives the clue data a browser answers steps with offline: the same answers as the API, revalidated by ETag', async () => {
    const { status, body: pack, headers } = await api(server, '/api/clue-pack');
    expect(status).toBe(200);
    expect(pack.worldMap).toBe(1);
    expect(pack.maps.length).toBeGreaterThan(5_000);
    const grid = buildClueGrid(pack.maps.map(([id, posX, posY, ...clueIds]: number[]) => ({ id, posX, posY, clueIds })));
    const next = random(29);
    for (let i = 0; i < 100; i++) {
      const target = maps[Math.floor(next() * maps.length)];
      const direction = [0, 2, 4, 6][Math.floor(next() * 4)] as HuntDirection;
      const [dx, dy] = STEP[direction];
      const back = 1 + Math.floor(next() * 10);
      const [x, y] = [target.x - dx * back, target.y - dy * back];
      const offline = mapsAhead(grid, { x, y }, direction).map((m) => [m.id, m.distance, [...m.clueIds].sort()]);
      const online = await hunt(`x=${x}&y=${y}&direction=${direction}&$limit=50`);
      if (online.status === 400) {
        // Off the world: the page checks the pack's extent before answering.
        const { minX, maxX, minY, maxY } = pack.bounds;
        expect(x < minX || x > maxX || y < minY || y > maxY).toBe(true);
        continue;
      }
      const answers = online.status === 404 ? [] : online.body.data.map((m: { id: number; distance: number; pois: { id: number }[] }) => [m.id, m.distance, m.pois.map((p) => p.id).sort()]);
      // Pages hold 50 maps at most (Astrub's positions hold hundreds of indoor maps): the first page and the total agree.
      expect(offline.slice(0, 50), `(${x},${y}) dir ${direction}`).toEqual(answers);
      expect(offline.length).toBe(online.status === 404 ? 0 : online.body.total);
    }
    const etag = headers.get('etag') ?? '';
    expect(headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.url}/api/clue-pack`, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect((await api(server, '/api/clue-pack?worldMap=99999')).status).toBe(400);
    expect((await api(server, '/api/clue-pack?x=1')).status).toBe(400);
  });
});
