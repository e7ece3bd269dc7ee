/** `npm run data:report`: coverage per collection (records, % FR, % EN, sources) from the bundle manifest. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from '../bundle/read.ts';
import type { BundleManifest } from '../types.ts';
import { formatGaps } from '../gaps.ts';
import { formatChanges, formatDropLists } from '../coverage-notes.ts';
import { WIRE_GAPS } from '../wire-gaps.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function formatReport(m: BundleManifest): string {
  const rows: string[][] = [['collection', 'records', 'FR %', 'EN %', 'sources']];
  for (const [name, c] of Object.entries(m.collections).sort(([a], [b]) => a.localeCompare(b))) {
    const named = c.named !== false;
    rows.push([
      name,
      String(c.records),
      named ? c.fr.toFixed(1) : '—',
      named ? c.en.toFixed(1) : '—',
      c.sources.join(', '),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i >= 1 && i <= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  const out = [
    `Bundle: origin ${m.origin}, game version ${m.gameVersion}, generated ${m.generatedAt}, format ${m.formatVersion}, input ${m.inputHash}`,
    '',
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.slice(1).map(line),
    ...formatGaps(m.gaps),
    ...formatDropLists(m.dropLists),
    ...formatChanges(m.changes),
    '',
    'Sources:',
    ...m.sources.map(
      (s) =>
        `  ${s.name} (${s.gameVersion}${s.commit ? `, ${s.commit.slice(0, 7)}` : ''}): ${s.collections.join(', ')}`,
    ),
    '',
    'DofusDB fields the API cannot fill from these dumps:',
    ...WIRE_GAPS.map((gap) => `  ${gap}`),
  ];
  return out.join('\n');
}

async function main(): Promise<void> {
  // The bundle named on the command line, else the one the server loads (BUNDLE_DIR, data/bundle).
  const given = process.argv[2] ?? process.env.BUNDLE_DIR;
  const dir = given ? path.resolve(REPO, given) : path.join(REPO, 'data', 'bundle');
  const m = await readManifest(dir);
  if (!m) {
    console.error(`No bundle manifest in ${dir}: run \`npm run data:import\` first.`);
    process.exit(1);
  }
  console.log(formatReport(m));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
