import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A localized, slugged game document as the bundle stores it. */
export const named = (id: number, name: string) => ({
  id,
  name: { fr: name, en: name },
  slug: { fr: name, en: name },
});

/** A class whose every characteristic costs one point: enough for a stuff to be published. */
export const plainBreed = (id: number) => {
  const onePoint = [[0, 1]];
  return {
    ...named(id, `breed ${id}`),
    maleArtwork: id * 10,
    femaleArtwork: id * 10 + 1,
    statsPointsForStrength: onePoint,
    statsPointsForIntelligence: onePoint,
    statsPointsForChance: onePoint,
    statsPointsForAgility: onePoint,
    statsPointsForVitality: onePoint,
    statsPointsForWisdom: onePoint,
    breedSpellsId: [],
  };
};

/** Writes a minimal game bundle (manifest + one gzipped JSON per collection) into a fresh temp dir. */
export function writeTestBundle(prefix: string, game: Record<string, readonly unknown[]>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const collections = Object.fromEntries(
    Object.entries(game).map(([name, docs]) => [
      name,
      { records: docs.length, fr: 100, en: 100, sources: ['test'] },
    ]),
  );
  const manifest = {
    formatVersion: 1,
    gameVersion: 'test',
    generatedAt: new Date().toISOString(),
    origin: 'demo',
    inputHash: 'x',
    sources: [],
    collections,
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const [name, docs] of Object.entries(game))
    writeFileSync(join(dir, `${name}.json.gz`), gzipSync(JSON.stringify(docs)));
  return dir;
}
