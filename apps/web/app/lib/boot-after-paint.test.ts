import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_ID, bootAfterPaint, loaderScript } from './boot-after-paint';
import { EARLY_BOOT_EVENT, EARLY_BOOT_FLAG, EARLY_BOOT_WAIT_MS } from './early-boot';

const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/messages.fr-A1.js"/><link rel="modulepreload" href="/assets/entry.client-B2.js" nonce="N0"/>' +
  '<title>Épée « Dofus »</title></head><body><main>Un été à Astrub</main>' +
  '<script nonce="N0">window.__reactRouterContext = {"a":"\\u003c/script>"};</script>' +
  '<script nonce="N0" type="module" async="">import * as route0 from "/assets/root-C3.js";\nimport("/assets/entry.client-B2.js");</script>' +
  '<script nonce="N0">window.__reactRouterContext.streamController.close();</script></body></html>';

/** The world map's page: an early script of its own in the head, with its preload (lib/early-boot.ts). */
const EARLY_PAGE = PAGE.replace(
  '<meta charSet="utf-8"/>',
  '<meta charSet="utf-8"/><script async="" type="module" src="/assets/map-boot-M1.js" data-early-boot=""></script>' +
    '<link rel="modulepreload" data-early-boot="" href="/assets/leaflet-L1.js"/>',
);

/** The page through the transform, cut into chunks of `size` bytes (UTF-8 characters split too). */
async function rewritten(
  size: number,
  moreScripts?: (lang: string, scripts: string[]) => string[],
  page = PAGE,
): Promise<string> {
  const bytes = Buffer.from(page);
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

  it("leaves a page part's early script and its preloads where they are, and parks the page's own", async () => {
    const html = await rewritten(7, undefined, EARLY_PAGE);
    expect(html).toContain('<script async="" type="module" src="/assets/map-boot-M1.js" data-early-boot=""></script>');
    expect(html).toContain('<link rel="modulepreload" data-early-boot="" href="/assets/leaflet-L1.js"/>');
    expect(html).toContain(`<script type="text/plain" id="${BOOT_SCRIPT_ID}">import * as route0`);
    expect(html.match(/\(function\(\)[\s\S]*?<\/script>/)?.[0]).not.toContain('leaflet-L1.js');
  });
});

/** The loader run against a stand-in page: what it has put in the page, and the clock and events to drive it. */
function runLoader(withEarlyScript: boolean) {
  const appended: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const listeners = new Map<string, () => void>();
  const element = () => ({}) as Record<string, string>;
  const window: Record<string, unknown> = {
    requestAnimationFrame: (run: () => void) => run(),
    setTimeout: (run: () => void, at: number) => timers.push({ at, run }),
    addEventListener: (name: string, run: () => void) => listeners.set(name, run),
  };
  window.document = {
    currentScript: { nonce: 'N0' },
    querySelector: (selector: string) => (withEarlyScript && selector === 'script[data-early-boot]' ? {} : null),
    getElementById: () => ({ textContent: 'import("/assets/entry.client-B2.js")' }),
    createElement: element,
    head: { appendChild: (link: Record<string, string>) => appended.push(`${link.rel} ${link.href}`) },
    body: { appendChild: (script: Record<string, string>) => appended.push(`script ${script.textContent}`) },
  };
  window.window = window;
  runInNewContext(loaderScript(['/assets/root-C3.js']), window);
  const tick = (until: number) => {
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
      if (timer.at <= until) timer.run();
      else timers.push(timer);
    }
  };
  return { appended, tick, listeners, window };
}

describe('loaderScript', () => {
  it("requests the page's scripts after a frame when no early script is on the page", () => {
    const page = runLoader(false);
    page.tick(0);
    expect(page.appended).toEqual(['modulepreload /assets/root-C3.js', 'script import("/assets/entry.client-B2.js")']);
  });

  it("waits for a page part's early script to run before requesting the page's scripts, once", () => {
    const page = runLoader(true);
    page.tick(500);
    expect(page.appended).toEqual([]);
    page.window[EARLY_BOOT_FLAG] = true;
    page.listeners.get(EARLY_BOOT_EVENT)!();
    page.tick(EARLY_BOOT_WAIT_MS);
    expect(page.appended).toEqual(['modulepreload /assets/root-C3.js', 'script import("/assets/entry.client-B2.js")']);
  });

  it('stops waiting after EARLY_BOOT_WAIT_MS when the early script never runs (it failed to load)', () => {
    const page = runLoader(true);
    page.tick(EARLY_BOOT_WAIT_MS - 1);
    expect(page.appended).toEqual([]);
    page.tick(EARLY_BOOT_WAIT_MS + 500);
    expect(page.appended).toHaveLength(2);
  });
});
