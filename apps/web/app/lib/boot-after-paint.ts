import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { EARLY_BOOT_ATTRIBUTE, EARLY_BOOT_EVENT, EARLY_BOOT_FLAG, EARLY_BOOT_WAIT_MS } from './early-boot';

/**
 * Server-side HTML rewrite that lets a page paint before any of its JavaScript is requested.
 *
 * React Router ends the shell with one inline module script (`import * as route0 from …;
 * import("entry.client")`) and React hoists a `<link rel="modulepreload">` per chunk (60 to 80 of
 * them) into the head. On a phone both compete with the blocking stylesheet, and Lighthouse's
 * simulation charges every script requested before the first paint to the first paint. This
 * transform takes the preload links out of the stream, parks the module script as inert text
 * (`type="text/plain"`) and adds a small inline loader (same CSP nonce) that, once the first frame
 * is painted, puts the preload links back into the head and runs the parked script unchanged: the
 * same modules, fetched in parallel, one frame later. The server-rendered page reads and navigates
 * (plain links and forms) meanwhile; `<html data-hydrated>` marks when React has taken over.
 */
export const BOOT_SCRIPT_ID = 'grimoire-boot';

// A page part's early script and its preloads (`data-early-boot`, lib/early-boot.ts) stay where they are.
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?![^>]*data-early-boot)[^>]*\/>/g;
const MODULE_SCRIPT = /<script(?![^>]*data-early-boot)([^>]*) type="module"[^>]*>([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_OPENING = /<script(?![^>]*data-early-boot)[^>]* type="module"/;

/** JSON that can sit inside a `<script>` element (no `</script>` or `<!--` in strings). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The loader: after a frame (rAF then a task, so after the paint), or half a second at most when
 * frames do not come (a tab opened in the background), once. On a page with an early script
 * (lib/early-boot.ts), only once that script has run, or EARLY_BOOT_WAIT_MS at most.
 */
export function loaderScript(preloads: string[]): string {
  return (
    '(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,done=0;' +
    `function ready(){if(!d.querySelector(${inlineJson(`script[${EARLY_BOOT_ATTRIBUTE}]`)})||window[${inlineJson(EARLY_BOOT_FLAG)}])return go();` +
    `addEventListener(${inlineJson(EARLY_BOOT_EVENT)},go);setTimeout(go,${EARLY_BOOT_WAIT_MS})}` +
    'function go(){if(done)return;done=1;' +
    `${inlineJson(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var m=d.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=d.getElementById(${inlineJson(BOOT_SCRIPT_ID)}).textContent;d.body.appendChild(m)}` +
    'if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(ready,0)});setTimeout(ready,500)})()'
  );
}

/**
 * `moreScripts(lang, scripts)` names scripts the page's scripts load when they run (the strings of
 * their features in the page's `<html lang>`): they join the preloads.
 */
export function bootAfterPaint(
  nonce: string | undefined,
  moreScripts: (lang: string, scripts: string[]) => string[] = () => [],
): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let lang = '';
  let carry = '';
  let booted = false;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';

  function rewrite(text: string): string {
    if (booted) return text;
    lang ||= /<html lang="([a-z]{2})"/.exec(text)?.[1] ?? '';
    let out = text.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
    out = out.replace(MODULE_SCRIPT, (_script, _attributes: string, body: string) => {
      booted = true;
      const all = [...new Set([...preloads, ...moreScripts(lang, preloads)])];
      return (
        `<script type="text/plain" id="${BOOT_SCRIPT_ID}">${body}</script>` +
        `<script${nonceAttribute}>${loaderScript(all)}</script>`
      );
    });
    return out;
  }

  /** Where the text can safely be cut: before an unfinished tag or an unfinished module script. */
  function safeEnd(text: string): number {
    if (booted) return text.length;
    let end = text.length;
    const lastTag = text.lastIndexOf('<');
    if (lastTag >= 0 && text.indexOf('>', lastTag) === -1) end = lastTag;
    const moduleScript = text.search(MODULE_SCRIPT_OPENING);
    if (moduleScript >= 0 && moduleScript < end) end = moduleScript;
    return end;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const rewritten = rewrite(text);
      const end = safeEnd(rewritten);
      carry = rewritten.slice(end);
      callback(null, rewritten.slice(0, end));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
