import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_ID, bootAfterPaint } from './boot-after-paint';

const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/messages.fr-A1.js"/><link rel="modulepreload" href="/assets/entry.client-B2.js" nonce="N0"/>' +
  '<title>Épée « Dofus »</title></head><body><main>Un été à Astrub</main>' +
  '<script nonce="N0">window.__reactRouterContext = {"a":"\\u003c/script>"};</script>' +
  '<script nonce="N0" type="module" async="">import * as route0 from "/assets/root-C3.js";\nimport("/assets/entry.client-B2.js");</script>' +
  '<script nonce="N0">window.__reactRouterContext.streamController.close();</script></body></html>';

/** The page through the transform, cut into chunks of `size` bytes (UTF-8 characters split too). */
async function rewritten(size: number, moreScripts?: (lang: string, scripts: string[]) => string[]): Promise<string> {
  const bytes = Buffer.from(PAGE);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(bootAfterPaint('N0', moreScripts)));
}

describe('bootAfterPaint', () => {
  it('requests no script before the first paint: no preload link, the module script parked as text', async () => {
    const html = await rewritten(1 << 16);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script type="text/plain" id="${BOOT_SCRIPT_ID}">import * as route0 from "/assets/root-C3.js";\nimport("/assets/entry.client-B2.js");</script>`,
    );
  });

  it('adds a loader with the nonce that preloads the same chunks, in order, after a frame', async () => {
    const html = await rewritten(1 << 16);
    const loader = html.match(/<script nonce="N0">(\(function\(\)[\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(loader).toContain('["/assets/messages.fr-A1.js","/assets/entry.client-B2.js"]');
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('m.type="module"');
  });

  it("adds the scripts the page's scripts load when they run (its features' strings in the page language), once", async () => {
    const asked: string[] = [];
    const html = await rewritten(5, (lang, scripts) => {
      asked.push(lang);
      return scripts.includes('/assets/entry.client-B2.js') ? [`/assets/items-${lang}.js`, '/assets/messages.fr-A1.js'] : [];
    });
    expect(asked).toEqual(['fr']);
    expect(html).toContain('["/assets/messages.fr-A1.js","/assets/entry.client-B2.js","/assets/items-fr.js"]');
  });

  it('keeps the rest of the page byte for byte, whatever the chunk boundaries', async () => {
    const whole = await rewritten(1 << 16);
    expect(whole).toContain('<title>Épée « Dofus »</title>');
    expect(whole).toContain('streamController.close()');
    for (const size of [1, 2, 3, 7, 19, 64, 101]) expect(await rewritten(size)).toBe(whole);
  });
});
