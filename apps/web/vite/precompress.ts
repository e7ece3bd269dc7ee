import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server sends compressed: text files. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/;

/**
 * Each script and stylesheet of the browser's build also written compressed, once, at the strongest
 * settings (`x.js.br` at brotli 11, `x.js.gz` at gzip 9), which the server sends as they are
 * (express-static-gzip, apps/server/src/web/assets.ts): about 12 % fewer bytes than the brotli a
 * server can afford per request, and no compression work per request. Small files get copies too
 * (the server's own compression leaves files under 1 KB as they are, and a page loads a few dozen
 * such chunks), except where a copy would not be smaller. The copies are made from the files as
 * written to disk, once every plugin is done with them (Vite fills in its preload lists late: a copy
 * of the code as a plugin sees it earlier still holds the placeholders). The server's build is left
 * alone (it is read from disk, never sent).
 */
export function precompress(): Plugin {
  return {
    name: 'grimoire:precompress',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      // Compressed in zlib's thread pool, side by side.
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const path = join(dir, fileName);
            const bytes = await readFile(path);
            const [br, gz] = await Promise.all([
              brotliAsync(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all(
              [
                { copy: `${path}.br`, bytes: br },
                { copy: `${path}.gz`, bytes: gz },
              ]
                .filter((written) => written.bytes.length < bytes.length)
                .map((written) => writeFile(written.copy, written.bytes)),
            );
          }),
      );
    },
  };
}
