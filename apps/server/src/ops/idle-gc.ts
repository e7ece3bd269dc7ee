/**
 * Gives the memory of a burst back once the server is idle. Under load V8 lets its heap grow to three
 * or four times what is live (the API bench: about 230 MB live, 940 MB of heap, 1.1 GB resident),
 * and shrinks it only in a full collection; an idle process makes few, so the pages stayed taken
 * (565 MB resident 15 s after the bench). When no request has come for a while and the heap has
 * grown well past its size after the last such collection, one full collection runs (about 100 ms
 * here, at a time nobody waits: a request that arrives during it waits that long).
 *
 * `gc` is V8's, made reachable the way jest-leak-detector does it (the `--expose-gc` flag, read when
 * a context is made), so that every way of launching the server has it, not only a command line.
 */
import type { Server } from 'node:http';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleCollectorOptions {
  /** A full collection. */
  collect: () => void;
  /** The heap V8 holds now, in bytes (`process.memoryUsage().heapTotal`). */
  heapBytes: () => number;
  /** Growth of the heap since the last collection (or the first look) that is worth one. */
  growthBytes: number;
  /** Quiet looks in a row (no request between them) before collecting. */
  quietLooks: number;
}

/**
 * The decision, apart from timers: `request()` on every request, `look()` on every tick; `look`
 * returns true when it collected.
 */
export function idleCollector({ collect, heapBytes, growthBytes, quietLooks }: IdleCollectorOptions) {
  let requests = 0;
  let seen = 0;
  let quiet = 0;
  let baseline = heapBytes();
  return {
    request() {
      requests++;
    },
    look(): boolean {
      if (requests !== seen) {
        seen = requests;
        quiet = 0;
        return false;
      }
      quiet++;
      if (quiet < quietLooks || heapBytes() - baseline < growthBytes) return false;
      collect();
      baseline = heapBytes();
      return true;
    },
  };
}

/** V8's full collection, or null when this runtime refuses to give it. */
export function v8FullCollection(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

/** Every how often the server looks whether it is idle; two quiet looks in a row (10-15 s after the last request) make it idle. */
const LOOK_EVERY_MS = 5_000;

/** Wires the collector to a server: requests counted, a look every 5 s (a timer that keeps nothing alive). */
export function collectWhenIdle(server: Server, growthMb: number, logger: { debug: (data: object, message: string) => void }): void {
  const collect = growthMb > 0 ? v8FullCollection() : null;
  if (!collect) return;
  const heapBytes = () => getHeapStatistics().total_heap_size;
  const collector = idleCollector({ collect, heapBytes, growthBytes: growthMb * 1024 * 1024, quietLooks: 2 });
  server.on('request', collector.request);
  setInterval(() => {
    const before = heapBytes();
    if (collector.look()) logger.debug({ heapMbBefore: Math.round(before / 1e6), heapMbAfter: Math.round(heapBytes() / 1e6) }, 'idle: memory given back');
  }, LOOK_EVERY_MS).unref();
}
