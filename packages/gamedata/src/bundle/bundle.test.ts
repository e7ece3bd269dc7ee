import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBundle } from './write.ts';
import { readBundle, isBundleFresh, readManifest } from './read.ts';
import { computeInputHash, FORMAT_VERSION } from './hash.ts';
import { importDemo } from '../import.ts';
import type { BundleManifest } from '../types.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gamedata-bundle-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const manifest = (inputHash: string): BundleManifest => ({
  formatVersion: FORMAT_VERSION,
  gameVersion: '1',
  generatedAt: new Date().toISOString(),
  origin: 'demo',
  inputHash,
  sources: [],
  collections: { items: { records: 1, fr: 100, en: 100, sources: [] } },
});

describe('bundle', () => {
  it('round-trips gzipped collections and the manifest; freshness follows the input hash', async () => {
    const dir = path.join(tmp, 'b1');
    await writeBundle(dir, manifest('h1'), new Map([['items', [{ id: 1 }]]]));
    const b = await readBundle(dir);
    expect(b.collections.get('items')).toEqual([{ id: 1 }]);
    expect(b.manifest.inputHash).toBe('h1');
    expect(await isBundleFresh(dir, 'h1')).toBe(true);
    expect(await isBundleFresh(dir, 'h2')).toBe(false);
    expect(await isBundleFresh(path.join(tmp, 'nope'), 'h1')).toBe(false);
    await writeBundle(dir, manifest('h2'), new Map([['items', [{ id: 2 }]]]));
    expect((await readManifest(dir))?.inputHash).toBe('h2');
    await expect(readBundle(path.join(tmp, 'nope'))).rejects.toThrow(/data:import/);
  });

  it('computeInputHash changes when a file changes', async () => {
    const src = path.join(tmp, 'src');
    await fs.mkdir(src, { recursive: true });
    await fs.writeFile(path.join(src, 'a.json'), '[]');
    const h1 = await computeInputHash(src);
    expect(await computeInputHash(src)).toBe(h1);
    await fs.writeFile(path.join(src, 'b.json'), '[1]');
    expect(await computeInputHash(src)).not.toBe(h1);
  });

  it('importDemo finalizes a demo module and fails clearly when it is missing', async () => {
    const mod = path.join(tmp, 'demo.mjs');
    await fs.writeFile(
      mod,
      `export const demoWorld = { items: [{ id: 1, name: { fr: 'Coiffe du Bouftou' }, typeId: 16, level: 1, effects: [] }], recipes: [{ id: 1, resultId: 1, ingredientIds: [], quantities: [], jobId: 1 }] };`,
    );
    const dir = path.join(tmp, 'demo-bundle');
    const { manifest: m } = await importDemo({ bundleDir: dir, demoModule: mod });
    expect(m.origin).toBe('demo');
    const b = await readBundle(dir);
    expect(b.collections.get('items')?.[0]).toMatchObject({
      slug: { fr: 'coiffe-du-bouftou' },
      missingTranslations: ['en'],
      slot: 'helmet',
      recipeIds: [1],
    });
    await expect(importDemo({ bundleDir: dir, demoModule: path.join(tmp, 'missing.ts') })).rejects.toThrow(
      /Demo world not found/,
    );
  });
});
