// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress, PRECOMPRESS_THRESHOLD } from './precompress';

type Emitted = { fileName: string; source: Uint8Array };

/** Runs the plugin's bundle hook on a bundle like the client build's, and returns what it adds. */
async function emittedFor(bundle: Record<string, unknown>): Promise<Map<string, Buffer>> {
  const emitted: Emitted[] = [];
  const plugin = precompress();
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => Promise<void>;
  await hook.call({ emitFile: (file: Emitted) => emitted.push(file) }, {}, bundle);
  return new Map(emitted.map((file) => [file.fileName, Buffer.from(file.source)]));
}

const big = `export const text = ${JSON.stringify('Bouftou royal '.repeat(200))};\n`;

describe('precompressed build', () => {
  it('writes a brotli and a gzip copy of each script and stylesheet, which decompress to the file', async () => {
    const css = Buffer.from(`.m{color:red}`.repeat(200));
    const emitted = await emittedFor({
      'assets/chunk-a1.js': { type: 'chunk', fileName: 'assets/chunk-a1.js', code: big },
      'assets/shell-b2.css': { type: 'asset', fileName: 'assets/shell-b2.css', source: css },
    });
    expect([...emitted.keys()].sort()).toEqual([
      'assets/chunk-a1.js.br',
      'assets/chunk-a1.js.gz',
      'assets/shell-b2.css.br',
      'assets/shell-b2.css.gz',
    ]);
    expect(brotliDecompressSync(emitted.get('assets/chunk-a1.js.br')!).toString()).toBe(big);
    expect(gunzipSync(emitted.get('assets/chunk-a1.js.gz')!).toString()).toBe(big);
    expect(brotliDecompressSync(emitted.get('assets/shell-b2.css.br')!).equals(css)).toBe(true);
    // Brotli at its strongest beats gzip on a script.
    expect(emitted.get('assets/chunk-a1.js.br')!.length).toBeLessThan(
      emitted.get('assets/chunk-a1.js.gz')!.length,
    );
  });

  it('leaves small files, images and fonts as they are', async () => {
    const emitted = await emittedFor({
      'assets/tiny.js': {
        type: 'chunk',
        fileName: 'assets/tiny.js',
        code: 'x'.repeat(PRECOMPRESS_THRESHOLD - 1),
      },
      'assets/logo.png': { type: 'asset', fileName: 'assets/logo.png', source: new Uint8Array(5000) },
      'assets/font.woff2': { type: 'asset', fileName: 'assets/font.woff2', source: new Uint8Array(5000) },
    });
    expect(emitted.size).toBe(0);
  });
});
