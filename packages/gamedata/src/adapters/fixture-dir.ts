/** A temporary GAMEDATA_DIR that adapter tests fill with small fixtures of their own (never dump copies). */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Adapter, SourceData } from './adapter.ts';
import type { Rec } from '../util/io.ts';

export interface FixtureDir {
  root: string;
  /** Writes `<root>/<rel>` as JSON (or as given when a string), gzipped when `gz`. */
  write(rel: string, content: unknown, gz?: boolean): Promise<void>;
  /** Runs an adapter on its folder of the fixture dir. */
  load(adapter: Adapter): Promise<SourceData>;
  remove(): Promise<void>;
}

export async function makeFixtureDir(prefix: string): Promise<FixtureDir> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  return {
    root,
    async write(rel, content, gz = false) {
      const p = path.join(root, rel);
      await fs.mkdir(path.dirname(p), { recursive: true });
      const text = typeof content === 'string' ? content : JSON.stringify(content);
      await fs.writeFile(p, gz ? gzipSync(text) : text);
    },
    load: (adapter) => adapter.load({ gamedataDir: root, dir: path.join(root, adapter.name) }),
    remove: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** One record of an adapter's output. */
export const rec = (data: SourceData, collection: string, id: number): Rec | undefined =>
  data.get(collection)?.get(id);
