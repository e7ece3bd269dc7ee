import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootAfterPaint } from './boot-after-paint';
import { handoffScript, readHandoff } from './router-handoff';

/** A turbo-stream hand-off as React Router encodes it, cut into byte chunks (a character split across two). */
function streamOf(value: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(value);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.subarray(at, at + size));
      controller.close();
    },
  });
}

/** Runs the script as the browser would, and returns what React Router's stream received. */
function received(script: string): { chunks: string[]; closed: boolean } {
  const seen = { chunks: [] as string[], closed: false };
  const streamController = {
    enqueue: (chunk: string) => seen.chunks.push(chunk),
    close: () => (seen.closed = true),
  };
  runInNewContext(script, { window: { __reactRouterContext: { streamController } } });
  return seen;
}

const HANDOFF = '[{"_1":2},"loaderData",{"name":"Épée « Dofus » </script><!-- & \u2028"}]\n';

describe('router hand-off', () => {
  it('reads the whole hand-off, whatever its chunks', async () => {
    expect(await readHandoff(streamOf(HANDOFF, 3))).toBe(HANDOFF);
  });

  it('hands the browser the same text in one enqueue, then closes the stream', () => {
    expect(received(handoffScript(HANDOFF))).toEqual({ chunks: [HANDOFF], closed: true });
  });

  it('cannot end its inline script or open a comment, whatever the data holds', () => {
    const script = handoffScript(HANDOFF);
    expect(script).not.toMatch(/<\/script|<!--|[<>&\u2028\u2029]/i);
  });

  it('is written with the nonce after the parked module script, in the body', async () => {
    const page =
      '<!DOCTYPE html><html lang="fr"><head></head><body><main>Astrub</main>' +
      '<script nonce="N0" type="module">import("/assets/entry.client-B2.js");</script></body></html>';
    const html = await text(
      Readable.from([Buffer.from(page)]).pipe(bootAfterPaint('N0', undefined, handoffScript(HANDOFF))),
    );
    const scripts = [...html.matchAll(/<script nonce="N0">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    expect(received(scripts[1]!)).toEqual({ chunks: [HANDOFF], closed: true });
    expect(html.indexOf('grimoire-boot')).toBeLessThan(html.indexOf('streamController'));
    expect(html.indexOf('streamController')).toBeLessThan(html.indexOf('</body>'));
  });
});
