/**
 * `npm run data:import`: builds `<repo>/data/bundle` from GAMEDATA_DIR (absolute or relative to the
 * current directory), or from the demo world when GAMEDATA_DIR is unset. One progress bar per source
 * on a TTY; plain lines otherwise (CI).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cliProgress from 'cli-progress';
import { importGameData, importDemo, type ImportEvent } from '../import.ts';
import { formatReport } from './report.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function ttyReporter(): { onProgress: (e: ImportEvent) => void; stop: () => void } {
  const multi = new cliProgress.MultiBar(
    {
      format: ' {source} [{bar}] {percentage}% {step}',
      hideCursor: true,
      clearOnComplete: false,
      barsize: 24,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  const bar = (source: string) => {
    let b = bars.get(source);
    if (!b) {
      b = multi.create(1, 0, { source: source.padEnd(24), step: '' });
      bars.set(source, b);
    }
    return b;
  };
  return {
    onProgress(e) {
      if (e.kind === 'source-start') bar(e.source);
      else if (e.kind === 'source-progress') {
        const b = bar(e.source);
        b.setTotal(Math.max(1, e.total));
        b.update(e.done, { step: e.step });
      } else if (e.kind === 'source-done') {
        const b = bar(e.source);
        b.update(b.getTotal(), { step: `${e.records} records, ${e.ms} ms` });
      } else if (e.kind === 'source-skipped') multi.log(`skipped ${e.source}: ${e.reason}\n`);
      else if (e.kind === 'phase' && e.phase !== 'done') multi.log(`${e.phase}…\n`);
    },
    stop: () => multi.stop(),
  };
}

function lineReporter(): { onProgress: (e: ImportEvent) => void; stop: () => void } {
  return {
    onProgress(e) {
      if (e.kind === 'source-done') console.log(`  ${e.source}: ${e.records} records (${e.ms} ms)`);
      else if (e.kind === 'source-skipped') console.log(`  skipped ${e.source}: ${e.reason}`);
      else if (e.kind === 'phase' && e.phase !== 'done') console.log(`${e.phase}…`);
    },
    stop: () => {},
  };
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const outIndex = process.argv.indexOf('--out');
  const bundleDir =
    outIndex > 0 && process.argv[outIndex + 1]
      ? path.resolve(process.argv[outIndex + 1])
      : path.join(REPO, 'data', 'bundle');
  const reporter = process.stdout.isTTY ? ttyReporter() : lineReporter();
  const env = process.env.GAMEDATA_DIR;
  try {
    let result;
    if (env) {
      const gamedataDir = path.resolve(process.cwd(), env);
      console.log(`Importing game data from ${gamedataDir} into ${bundleDir}`);
      result = await importGameData({ gamedataDir, bundleDir, onProgress: reporter.onProgress });
    } else {
      console.log(`GAMEDATA_DIR is not set: building the demo world into ${bundleDir}`);
      result = await importDemo({ bundleDir, onProgress: reporter.onProgress });
    }
    reporter.stop();
    console.log(`\n${formatReport(result.manifest)}\n`);
    console.log(`Done in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  } catch (err) {
    reporter.stop();
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
