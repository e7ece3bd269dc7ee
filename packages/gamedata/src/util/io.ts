import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';

const gunzipAsync = promisify(gunzip);

export type Json = unknown;
export type Rec = Record<string, unknown>;

/** True when `p` exists (file or folder). */
export async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a JSON file, gunzipping `.json.gz`. Tolerates the non-standard `NaN` / `Infinity` literals
 * some D2O dumps contain (replaced by null).
 */
export async function readJson<T = Json>(file: string): Promise<T> {
  let buf = await fs.readFile(file);
  if (file.endsWith('.gz')) buf = await gunzipAsync(buf);
  let text = buf.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text) as T;
  } catch {
    return JSON.parse(text.replace(/:\s*(NaN|-?Infinity)\b/g, ': null')) as T;
  }
}

/** Reads `<dir>/<name>.json` or `<dir>/<name>.json.gz`, whichever exists; undefined when neither. */
export async function readOptional<T = Json>(dir: string, name: string): Promise<T | undefined> {
  for (const candidate of [name, `${name}.gz`]) {
    const p = path.join(dir, candidate);
    if (await exists(p)) return readJson<T>(p);
  }
  return undefined;
}

/** Records of a D2O dump (`{def, data}`); [] when the file is absent. */
export async function readD2O(dir: string, name: string): Promise<Rec[]> {
  const j = await readOptional<{ data?: Rec[] } | Rec[]>(dir, `${name}.json`);
  if (!j) return [];
  if (Array.isArray(j)) return j;
  return Array.isArray(j.data) ? j.data : [];
}

/** D2O dumps write missing strings as the literal "null". */
export function str(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' || t === 'null' ? undefined : t;
}

export function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

export function numArr(v: unknown): number[] {
  if (!Array.isArray(v)) return [];
  const out: number[] = [];
  for (const x of v) {
    const n = num(x);
    if (n !== undefined) out.push(n);
  }
  return out;
}

export function isObj(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
