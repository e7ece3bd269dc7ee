/**
 * Used by `npm start` and `npm test`: rebuilds the bundle in `--out` only when its inputs changed
 * (the dumps in GAMEDATA_DIR or the demo world) or when the importer's own code changed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeInputHash } from '../bundle/hash.ts';
import { computeDemoInputHash } from '../import.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../../..');
const STAMP = '.inputs';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const bundleDir = path.resolve(argValue('--out') ?? path.join(REPO, 'data', 'bundle'));
  const gamedataDir = process.env.GAMEDATA_DIR ? path.resolve(process.env.GAMEDATA_DIR) : undefined;
  const inputs = gamedataDir ? await computeInputHash(gamedataDir) : await computeDemoInputHash();
  const importer = await computeInputHash(path.resolve(HERE, '..'), 'importer-src');
  const expected = `${gamedataDir ? 'gamedata' : 'demo'}:${inputs}:${importer}`;
  let current = '';
  try {
    current = readFileSync(path.join(bundleDir, STAMP), 'utf8');
    readFileSync(path.join(bundleDir, 'manifest.json'));
  } catch {
    current = '';
  }
  if (current === expected) {
    console.log(`Game-data bundle in ${bundleDir} is up to date.`);
    return;
  }
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(HERE, 'import.ts'), '--out', bundleDir],
    {
      stdio: 'inherit',
      env: { ...process.env, ...(gamedataDir ? { GAMEDATA_DIR: gamedataDir } : { GAMEDATA_DIR: '' }) },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(path.join(bundleDir, STAMP), expected);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
