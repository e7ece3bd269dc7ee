import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BundleManifest } from './types.ts';
import type { Rec } from './util/io.ts';
import { exists } from './util/io.ts';
import { newestVersion } from './util/versions.ts';
import { ADAPTERS } from './adapters/index.ts';
import type { Adapter } from './adapters/adapter.ts';
import { mergeSources, type SourceResult } from './merge.ts';
import { finalize } from './finalize.ts';
import { coverageGaps } from './gaps.ts';
import { dropListCoverage } from './coverage-notes.ts';
import { markServers } from './servers-today.ts';
import { writeBundle } from './bundle/write.ts';
import { computeInputHash, FORMAT_VERSION } from './bundle/hash.ts';

export type ImportEvent =
  | { kind: 'source-start'; source: string; total: number }
  | { kind: 'source-progress'; source: string; done: number; total: number; step: string }
  | { kind: 'source-done'; source: string; records: number; ms: number }
  | { kind: 'source-skipped'; source: string; reason: string }
  | { kind: 'phase'; phase: 'merge' | 'finalize' | 'write' | 'done'; ms?: number };

export interface ImportOptions {
  gamedataDir: string;
  bundleDir: string;
  onProgress?: (e: ImportEvent) => void;
  /** Adapters to run (default: all). */
  adapters?: Adapter[];
}

export interface ImportResult {
  manifest: BundleManifest;
  ms: number;
}

/**
 * Collections built or named by a derive step from other sources' data (clues; sub-area and area names
 * from zaaps, 2019 monster places, Metamob zones, dungeon names, capture zones): those sources are credited.
 */
const DERIVED_FROM: Record<string, string[]> = {
  'treasure-hunt-index': ['dofhunt', 'dbi-treasure-solver'],
  subareas: ['jouvev-dofus-tools', 'dofus-tracker-2019', 'metamob-api', 'dofus-companion-dungeons'],
  areas: ['metamob-api', 'elevagesimu'],
};

function creditDerivedSources(sourcesByCollection: Map<string, string[]>, used: string[]): void {
  for (const [collection, sources] of Object.entries(DERIVED_FROM)) {
    const list = sourcesByCollection.get(collection) ?? [];
    for (const source of sources) if (used.includes(source) && !list.includes(source)) list.push(source);
    sourcesByCollection.set(collection, list);
  }
}

/** Runs every adapter on GAMEDATA_DIR, merges, finalizes and writes the bundle. */
export async function importGameData(opts: ImportOptions): Promise<ImportResult> {
  const t0 = Date.now();
  const gamedataDir = path.resolve(opts.gamedataDir);
  if (!(await exists(gamedataDir))) throw new Error(`GAMEDATA_DIR not found: ${gamedataDir}`);
  const emit = opts.onProgress ?? (() => {});
  const inputHash = await computeInputHash(gamedataDir);
  const adapters = opts.adapters ?? ADAPTERS;
  const results = await Promise.all(
    adapters.map(async (a): Promise<SourceResult | undefined> => {
      const dir = path.join(gamedataDir, a.name);
      if (!(await exists(dir))) {
        emit({ kind: 'source-skipped', source: a.name, reason: `folder ${dir} absent` });
        return undefined;
      }
      const ts = Date.now();
      emit({ kind: 'source-start', source: a.name, total: 1 });
      const data = await a.load({
        gamedataDir,
        dir,
        onProgress: (done, total, step) =>
          emit({ kind: 'source-progress', source: a.name, done, total, step }),
      });
      let records = 0;
      for (const [col, m] of data) if (!col.startsWith('_')) records += m.size;
      emit({ kind: 'source-done', source: a.name, records, ms: Date.now() - ts });
      return { name: a.name, rank: a.rank, gameVersion: a.gameVersion, commit: a.commit, data };
    }),
  );
  const used = results.filter((r): r is SourceResult => !!r);
  emit({ kind: 'phase', phase: 'merge' });
  const merged = mergeSources(used);
  creditDerivedSources(
    merged.sourcesByCollection,
    used.map((r) => r.name),
  );
  // Real dumps only (the demo world has its own invented servers): today's servers named, old ones retired.
  const servers = merged.collections.get('servers');
  if (servers) markServers(servers);
  emit({ kind: 'phase', phase: 'finalize' });
  const { collections, coverage, omitted } = finalize(merged.collections, merged.sourcesByCollection);
  const manifest: BundleManifest = {
    formatVersion: FORMAT_VERSION,
    gameVersion: newestVersion(used.map((r) => r.gameVersion)) ?? 'unknown',
    generatedAt: new Date().toISOString(),
    origin: 'gamedata',
    inputHash,
    sources: used
      .sort((a, b) => b.rank - a.rank)
      .map((r) => ({
        name: r.name,
        gameVersion: r.gameVersion,
        commit: r.commit,
        collections: Object.keys(coverage).filter((c) => coverage[c].sources.includes(r.name)),
      })),
    collections: coverage,
    gaps: coverageGaps(collections, omitted),
    changes: merged.changes,
    dropLists: dropListCoverage(collections.get('monsters') ?? []),
  };
  emit({ kind: 'phase', phase: 'write' });
  await writeBundle(opts.bundleDir, manifest, collections);
  const ms = Date.now() - t0;
  emit({ kind: 'phase', phase: 'done', ms });
  return { manifest, ms };
}

/** Folder of the demo world (`packages/gamedata/demo`). */
export const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../demo');

/** Input hash of the demo world (its files + importer version). */
export function computeDemoInputHash(): Promise<string> {
  return computeInputHash(DEMO_DIR, 'demo');
}

/**
 * Builds the bundle from the demo world (`packages/gamedata/demo/index.ts`, export `demoWorld`:
 * collections already in normalized shape) through the same finalize step and writer.
 */
export async function importDemo(opts: {
  bundleDir: string;
  onProgress?: (e: ImportEvent) => void;
  /** Module to load instead of `demo/index.ts` (tests). */
  demoModule?: string;
}): Promise<ImportResult> {
  const t0 = Date.now();
  const file = opts.demoModule ?? path.join(DEMO_DIR, 'index.ts');
  if (!(await exists(file))) {
    throw new Error(
      `Demo world not found: ${file} does not exist yet (it must export \`demoWorld: Record<string, unknown[]>\`). Set GAMEDATA_DIR to import real dumps instead.`,
    );
  }
  const mod = (await import(pathToFileURL(file).href)) as {
    demoWorld?: Record<string, unknown[]>;
    DEMO_GAME_VERSION?: string;
  };
  if (!mod.demoWorld || typeof mod.demoWorld !== 'object') {
    throw new Error(`${file} does not export \`demoWorld: Record<string, unknown[]>\`.`);
  }
  const cols = new Map<string, Map<number, Rec>>();
  const sources = new Map<string, string[]>();
  for (const [name, list] of Object.entries(mod.demoWorld)) {
    const m = new Map<number, Rec>();
    for (const r of list ?? []) {
      if (r && typeof r === 'object' && typeof (r as Rec).id === 'number')
        m.set((r as Rec).id as number, structuredClone(r as Rec));
    }
    cols.set(name, m);
    sources.set(name, ['demo']);
  }
  sources.set('treasure-hunt-index', ['demo']);
  opts.onProgress?.({ kind: 'phase', phase: 'finalize' });
  const { collections, coverage } = finalize(cols, sources);
  const manifest: BundleManifest = {
    formatVersion: FORMAT_VERSION,
    gameVersion: typeof mod.DEMO_GAME_VERSION === 'string' ? mod.DEMO_GAME_VERSION : 'demo',
    generatedAt: new Date().toISOString(),
    origin: 'demo',
    inputHash: await computeDemoInputHash(),
    sources: [
      {
        name: 'demo',
        gameVersion: typeof mod.DEMO_GAME_VERSION === 'string' ? mod.DEMO_GAME_VERSION : 'demo',
        collections: Object.keys(coverage),
      },
    ],
    collections: coverage,
  };
  opts.onProgress?.({ kind: 'phase', phase: 'write' });
  await writeBundle(opts.bundleDir, manifest, collections);
  const ms = Date.now() - t0;
  opts.onProgress?.({ kind: 'phase', phase: 'done', ms });
  return { manifest, ms };
}
