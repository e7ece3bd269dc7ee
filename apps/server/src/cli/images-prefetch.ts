/**
 * Warms the image cache: `npm run images:prefetch -- items monsters` fetches every picture of those
 * collections that the cache does not hold yet (all collections with pictures when none is named),
 * eight at a time, with a progress bar on a terminal and plain lines otherwise, then says how many
 * were fetched, already kept, and missing upstream.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { readBundle } from '@grimoire/gamedata/bundle';
import { loadConfig } from '../config';
import { ImageCache } from '../images/image-cache';
import { picturesOf } from '../images/prefetch-list';

const CONCURRENCY = 8;

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const config = loadConfig();
  const { collections } = await readBundle(config.bundleDir);
  const withPictures = [...collections.keys()].filter(
    (kind) => kind === 'monsters' || kind === 'breeds' || (collections.get(kind) ?? []).some((d) => typeof (d as { img?: unknown }).img === 'string'),
  );
  const unknown = positionals.filter((k) => !withPictures.includes(k));
  if (unknown.length > 0) {
    console.error(`No pictures in: ${unknown.join(', ')}. Kinds with pictures: ${withPictures.join(', ')}`);
    process.exit(2);
  }
  const kinds = positionals.length > 0 ? positionals : withPictures;
  const pictures = picturesOf(collections as Map<string, Record<string, unknown>[]>, kinds);
  const cache = new ImageCache({ dir: config.imageCacheDir, upstreams: { main: config.imageUpstreamUrl, static: config.imageStaticUpstreamUrl } });
  const counts = { fetched: 0, kept: 0, missing: 0 };
  const tty = process.stdout.isTTY;
  const bar = tty ? new cliProgress.SingleBar({ format: ' pictures [{bar}] {value}/{total} {percentage}% ({fetched} fetched, {missing} missing)' }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(pictures.length, 0, counts);
  console.log(tty ? '' : `${pictures.length} pictures of ${kinds.join(', ')} into ${config.imageCacheDir}`);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const image = pictures[next++];
      const found = await cache.lookup(image);
      if (found.kind === 'missing') counts.missing++;
      else if (found.fetched) counts.fetched++;
      else counts.kept++;
      done++;
      bar?.update(done, counts);
      if (!tty && done % 500 === 0) console.log(`${done}/${pictures.length}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  bar?.stop();
  console.log(`${counts.fetched} fetched, ${counts.kept} already kept, ${counts.missing} missing upstream (asked again on a later run)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
