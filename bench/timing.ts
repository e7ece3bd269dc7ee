import { performance } from 'node:perf_hooks';

/** Mean milliseconds of `run` over `runs` calls, after `warmup` calls the JIT can settle on. */
export function meanMs(run: () => unknown, runs: number, warmup: number): number {
  for (let i = 0; i < warmup; i++) run();
  const start = performance.now();
  for (let i = 0; i < runs; i++) run();
  return (performance.now() - start) / runs;
}
