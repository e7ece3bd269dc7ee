import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { forwardDrainRemoval } from './compression-drain';

/** Streams a big page the way server rendering does (wait for `drain` with `once`, clean up with `off`). */
async function drainListenersLeft(withFix: boolean): Promise<number> {
  let leftOnStream = -1;
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withFix) app.use(forwardDrainRemoval);
  const page: RequestHandler = async (_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    const chunk = randomBytes(64 * 1024).toString('base64'); // barely compressible: backpressure on every write
    res.write(chunk);
    const probe = () => undefined;
    const stream = res.on('drain', probe) as unknown as EventEmitter; // the zlib stream, once it exists
    res.off('drain', probe);
    for (let i = 0; i < 8; i++) {
      if (res.write(chunk)) continue;
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off('drain', onDrain);
          resolve();
        };
        res.once('drain', onDrain);
      });
    }
    leftOnStream = stream.listenerCount('drain');
    res.end();
  };
  app.get('/page', page);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect((await answer.text()).length).toBeGreaterThan(500_000);
    return leftOnStream;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('compressed pages streamed with backpressure', () => {
  it('leave no drain listener behind (no MaxListenersExceededWarning on big pages)', async () => {
    expect(await drainListenersLeft(true)).toBe(0);
  });

  it('would leak one listener per wait without the fix (the test above can fail)', async () => {
    expect(await drainListenersLeft(false)).toBeGreaterThan(4);
  });
});
