// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Writes a build's files to a folder, the way the bundler has once its writing is done, then runs
 * the plugin's hook on them. The bundle's own copy of a chunk's code is stale on purpose: the plugin
 * must compress what was written (Vite fills in its preload lists after other plugins see the code).
 */
async function build(files: Record<string, string | Buffer>): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'grimoire-precompress-'));
  mkdirSync(join(dir, 'assets'));
  const bundle: Record<string, unknown> = {};
  for (const [fileName, content] of Object.entries(files)) {
    writeFileSync(join(dir, fileName), content);
    bundle[fileName] = { type: 'chunk', fileName, code: 'stale: __VITE_PRELOAD__' };
  }
  const hook = precompress().writeBundle as (
    this: unknown,
    options: unknown,
    bundle: unknown,
  ) => Promise<void>;
  await hook.call({}, { dir }, bundle);
}

const script = `export const text = ${JSON.stringify('Bouftou royal '.repeat(200))};\n`;

describe('precompressed build', () => {
  it('writes a brotli and a gzip copy of each script and stylesheet as written, which decompress to the file', async () => {
    const css = `.m{color:red}`.repeat(200);
    await build({ 'assets/chunk-a1.js': script, 'assets/shell-b2.css': css });
    const read = (name: string) => readFileSync(join(dir, name));
    expect(brotliDecompressSync(read('assets/chunk-a1.js.br')).toString()).toBe(script);
    expect(gunzipSync(read('assets/chunk-a1.js.gz')).toString()).toBe(script);
    expect(brotliDecompressSync(read('assets/shell-b2.css.br')).toString()).toBe(css);
    expect(gunzipSync(read('assets/shell-b2.css.gz')).toString()).toBe(css);
    // Brotli at its strongest beats gzip on a script.
    expect(read('assets/chunk-a1.js.br').length).toBeLessThan(read('assets/chunk-a1.js.gz').length);
  });

  it('compresses small files too, but writes no copy that would not be smaller, and leaves images and fonts', async () => {
    const small =
      `export const names = ${JSON.stringify(['Bouftou', 'Bouftou royal', 'Bouftou noir'])};`.repeat(8);
    await build({
      'assets/small.js': small,
      'assets/tiny.js': 'export{};',
      'assets/logo.png': Buffer.alloc(5000),
      'assets/font.woff2': Buffer.alloc(5000),
    });
    expect(small.length).toBeLessThan(1024);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/small.js.br'))).toString()).toBe(small);
    for (const name of ['assets/tiny.js', 'assets/logo.png', 'assets/font.woff2']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
