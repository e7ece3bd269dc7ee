/**
 * Game pictures kept on our own disk. A picture is fetched once from its configured upstream
 * (IMAGE_UPSTREAM_URL / IMAGE_STATIC_UPSTREAM_URL), checked (an image by its first bytes, of the type
 * its name says, at most `maxBytes`, within `timeoutMs`, no redirect followed), written under `dir`
 * (a temporary file renamed into place: a reader never sees half a picture), and read from disk from
 * then on. Concurrent misses of one picture share one upstream request. A failure is remembered: the
 * picture is answered missing until its retry time (a minute after a first transient failure, doubling
 * to an hour; six hours after "not found" or a refused answer), not fetched again at every view.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { ImagePath, ImageUpstream } from './image-path';
import { sniffImageType, typeOfExtension } from './image-type';

export interface ImageCacheOptions {
  /** Folder of the kept pictures (`DATA_DIR/image-cache`). */
  dir: string;
  /** Base URL per upstream; empty = that upstream is off (its pictures are missing). */
  upstreams: Record<ImageUpstream, string>;
  maxBytes?: number;
  timeoutMs?: number;
  /** First and longest wait after a transient failure (doubling in between), and after "not found". */
  retry?: { firstMs: number; maxMs: number; notFoundMs: number };
  fetch?: typeof fetch;
  now?: () => number;
}

/** A kept file's size and change time (its validators). */
export interface KeptFile {
  size: number;
  mtimeMs: number;
}

export type ImageLookup =
  | { kind: 'file'; file: string; type: string; fetched: boolean; info: KeptFile }
  /** 404: the upstream has no such picture (or gave something that is not one); 503: it failed. */
  | { kind: 'missing'; status: 404 | 503; retryInS: number; reason: string };

interface Failure {
  status: 404 | 503;
  reason: string;
  retryAt: number;
  count: number;
}

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_RETRY = { firstMs: 60_000, maxMs: 3_600_000, notFoundMs: 6 * 3_600_000 };

/** A refusal of the upstream's answer: remembered as "not found" (404) or as a transient failure (503). */
class UpstreamRefused extends Error {
  constructor(
    readonly status: 404 | 503,
    reason: string,
  ) {
    super(reason);
  }
}

export class ImageCache {
  private readonly root: string;
  private readonly pending = new Map<string, Promise<ImageLookup>>();
  private readonly failures = new LRUCache<string, Failure>({ max: 100_000 });
  /** Files known on disk, with their validators: a hit costs no `stat` (`forget` drops one that went missing). */
  private readonly kept = new LRUCache<string, KeptFile>({ max: 50_000 });
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly retry: typeof DEFAULT_RETRY;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ImageCacheOptions) {
    this.root = resolve(options.dir);
    this.maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** Where a picture is kept; the path was validated by `parseImagePath`, and is checked again here. */
  fileOf(image: ImagePath): string {
    const file = resolve(this.root, image.upstream, image.path);
    if (!file.startsWith(this.root + sep)) throw new Error(`image path escapes the cache: ${image.path}`);
    return file;
  }

  /** The kept file of a picture, fetching it first when missing (unless it failed lately). */
  async lookup(image: ImagePath): Promise<ImageLookup> {
    const file = this.fileOf(image);
    const type = typeOfExtension(image.path) ?? 'application/octet-stream';
    const info = this.kept.get(file) ?? (await this.statKept(file));
    if (info) {
      return { kind: 'file', file, type, fetched: false, info };
    }
    const key = `${image.upstream}/${image.path}`;
    const failure = this.failures.get(key);
    if (failure && failure.retryAt > this.now()) return this.missing(failure);
    const running = this.pending.get(key);
    if (running) return running;
    const fetching = this.fetchOnce(image, file, type, key).finally(() => this.pending.delete(key));
    this.pending.set(key, fetching);
    return fetching;
  }

  /** A kept file that could not be read after all (removed by hand): looked up on disk again next time. */
  forget(file: string): void {
    this.kept.delete(file);
  }

  private async statKept(file: string): Promise<KeptFile | undefined> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      const kept = { size: info.size, mtimeMs: info.mtimeMs };
      this.kept.set(file, kept);
      return kept;
    } catch {
      return undefined;
    }
  }

  private async fetchOnce(image: ImagePath, file: string, type: string, key: string): Promise<ImageLookup> {
    try {
      const base = this.options.upstreams[image.upstream];
      if (!base) throw new UpstreamRefused(404, 'no upstream configured');
      const bytes = await this.download(`${base.replace(/\/+$/, '')}/${image.path}`, type);
      await mkdir(dirname(file), { recursive: true });
      const temporary = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, file).catch(async (error: unknown) => {
        await unlink(temporary).catch(() => undefined);
        throw error;
      });
      this.failures.delete(key);
      const info = await this.statKept(file);
      if (!info) throw new Error(`kept picture vanished: ${file}`);
      return { kind: 'file', file, type, fetched: true, info };
    } catch (error) {
      const refused = error instanceof UpstreamRefused ? error : new UpstreamRefused(503, error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error));
      const count = (this.failures.get(key)?.count ?? 0) + 1;
      const wait = refused.status === 404 ? this.retry.notFoundMs : Math.min(this.retry.maxMs, this.retry.firstMs * 2 ** (count - 1));
      const failure: Failure = { status: refused.status, reason: refused.message, retryAt: this.now() + wait, count };
      this.failures.set(key, failure);
      return this.missing(failure);
    }
  }

  private missing(failure: Failure): ImageLookup {
    const retryInS = Math.max(1, Math.ceil((failure.retryAt - this.now()) / 1000));
    return { kind: 'missing', status: failure.status, retryInS, reason: failure.reason };
  }

  /** The upstream's bytes of a picture, or an `UpstreamRefused`. */
  private async download(url: string, type: string): Promise<Buffer> {
    const response = await this.fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: `${type},image/*;q=0.5`, 'user-agent': 'Grimoire image cache' },
    });
    if (response.status === 404 || response.status === 410) throw new UpstreamRefused(404, `upstream answered ${response.status}`);
    if (!response.ok) throw new UpstreamRefused(503, `upstream answered ${response.status}`);
    const claimed = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!claimed.startsWith('image/') || claimed === 'image/svg+xml') throw new UpstreamRefused(404, `not a picture: ${claimed || 'no type'}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > this.maxBytes) throw new UpstreamRefused(404, `too large: ${length} bytes`);
    const bytes = await readCapped(response, this.maxBytes);
    const sniffed = sniffImageType(bytes);
    if (sniffed !== type) throw new UpstreamRefused(404, `bytes are ${sniffed ?? 'not a picture'}, not ${type}`);
    return bytes;
  }
}

/** The body, refused past `max` bytes without reading the rest. */
async function readCapped(response: Response, max: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new UpstreamRefused(404, `too large: over ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
