import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server sends compressed: text files. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/;
/** Smaller files go as they are, as the server's own compression leaves them (`compression`'s threshold). */
export const PRECOMPRESS_THRESHOLD = 1024;

/**
 * Each script and stylesheet of the browser's build also written compressed, once, at the strongest
 * settings (`x.js.br` at brotli 11, `x.js.gz` at gzip 9), which the server sends as they are
 * (express-static-gzip, apps/server/src/web/assets.ts): about 12 % fewer bytes than the brotli a
 * server can afford per request, and no compression work per request. The server's build is left
 * alone (it is read from disk, never sent).
 */
export function precompress(): Plugin {
  return {
    name: 'grimoire:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle).flatMap((file) => {
        const source = file.type === 'asset' ? file.source : file.code;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        return COMPRESSIBLE.test(file.fileName) && bytes.length >= PRECOMPRESS_THRESHOLD
          ? [{ fileName: file.fileName, bytes }]
          : [];
      });
      // Compressed in zlib's thread pool, side by side.
      const written = await Promise.all(
        files.map(async ({ fileName, bytes }) => {
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          return { fileName, br, gz };
        }),
      );
      for (const { fileName, br, gz } of written) {
        this.emitFile({ type: 'asset', fileName: `${fileName}.br`, source: br });
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gz });
      }
    },
  };
}
