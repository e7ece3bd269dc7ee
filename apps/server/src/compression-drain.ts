import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';

type Listener = (...args: unknown[]) => void;

/**
 * `compression` forwards `res.on('drain')` to its zlib stream but leaves `removeListener`/`off` on
 * the response (expressjs/compression#135, #152; fix PR #153 still unmerged). Server rendering waits
 * for backpressure with `res.once('drain')` + `res.off`, so every wait left one listener on the
 * stream: "MaxListenersExceededWarning: 11 drain listeners added to [BrotliCompress]" on big pages.
 * Mounted right after `compression()`, this sends the removal to the stream that got the listener.
 */
export function forwardDrainRemoval(_req: Request, res: Response, next: NextFunction): void {
  const compressedOn = res.on;
  const ownRemove = res.removeListener;
  const streams = new Set<EventEmitter>();
  function on(this: Response, type: string | symbol, listener: Listener) {
    const target: unknown = compressedOn.call(this, type, listener);
    if (type === 'drain' && target !== this && target instanceof EventEmitter) streams.add(target);
    return target as Response;
  }
  function removeListener(this: Response, type: string | symbol, listener: Listener) {
    if (type === 'drain') for (const stream of streams) stream.removeListener(type, listener);
    return ownRemove.call(this, type, listener);
  }
  res.on = on as Response['on'];
  res.removeListener = removeListener as Response['removeListener'];
  res.off = removeListener as Response['off'];
  next();
}
