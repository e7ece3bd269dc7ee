import type { Rec } from '../util/io.ts';

/** Partial normalized records per collection, keyed by game id. */
export type SourceData = Map<string, Map<number, Rec>>;

export interface AdapterContext {
  /** Root of GAMEDATA_DIR (adapters may read a sibling folder to resolve a join by name). */
  gamedataDir: string;
  /** This adapter's folder. */
  dir: string;
  onProgress?: (done: number, total: number, step: string) => void;
}

export interface Adapter {
  /** Folder name under GAMEDATA_DIR, also the source name in the manifest. */
  name: string;
  gameVersion: string;
  /** Upstream commit the files were taken from (informational). */
  commit?: string;
  /** Merge priority: higher wins per field. */
  rank: number;
  load(ctx: AdapterContext): Promise<SourceData>;
}

/** Deep-merges `patch` into `target` (the adapter's own records: later writes complete earlier ones). */
export function deepAssign(target: Rec, patch: Rec): Rec {
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    const cur = target[k];
    if (isPlain(cur) && isPlain(v)) deepAssign(cur, v);
    else target[k] = v;
  }
  return target;
}

function isPlain(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Collects one source's partial records. */
export class Out {
  readonly data: SourceData = new Map();

  put(collection: string, id: number | undefined, rec: Rec): void {
    if (id === undefined || !Number.isFinite(id)) return;
    let col = this.data.get(collection);
    if (!col) {
      col = new Map();
      this.data.set(collection, col);
    }
    const cur = col.get(id);
    if (cur) deepAssign(cur, rec);
    else col.set(id, deepAssign({ id }, rec));
  }

  get(collection: string, id: number): Rec | undefined {
    return this.data.get(collection)?.get(id);
  }
}

/** Builds a partial I18nText from optional strings (empty ones dropped); undefined when empty. */
export function i18n(t: Partial<Record<string, string | null | undefined>>): Rec | undefined {
  const out: Rec = {};
  for (const [k, v] of Object.entries(t)) {
    if (typeof v === 'string' && v.trim() !== '' && v.trim() !== 'null') out[k] = v.trim();
  }
  return Object.keys(out).length ? out : undefined;
}
