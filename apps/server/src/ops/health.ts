import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { APP_VERSION } from '../app-version';
import type { Application } from '../declarations';
import { isDatabaseDown } from './database-unavailable';

export const HEALTH_PATH = '/api/health';
/** A readiness probe never waits longer than this for the database. */
const DATABASE_PROBE_MS = 1500;

export interface HealthState {
  /** Set on SIGTERM: the process drains its requests and should get no new ones. */
  draining: boolean;
}

/** This process's state (main.ts sets `draining`). */
export const healthState: HealthState = { draining: false };

/** While draining, every answer closes its connection, so keep-alive clients move to another process. */
export function closeWhileDraining(_req: Request, res: Response, next: () => void): void {
  if (healthState.draining) res.setHeader('Connection', 'close');
  next();
}

async function probeDatabase(db: Knex): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.raw('select 1'),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 1.5 s')), DATABASE_PROBE_MS);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = isDatabaseDown(error) ? 'unreachable' : String((error as Error).message);
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: message };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: liveness and readiness for a load balancer or an orchestrator. Always JSON,
 * never cached: `live` (the process answers), `ready` (database reachable, game bundle loaded, not
 * shutting down), the app and game versions. 200 when ready, 503 otherwise; `?probe=live` skips the
 * database check and answers 200 while the process runs.
 */
export function healthHandler(app: Application, state: HealthState = healthState) {
  const startedAt = Date.now();
  return async (req: Request, res: Response, next: () => void): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.set('Cache-Control', 'no-store');
    const { manifest, collections } = app.get('gameStore');
    const bundle = {
      ok: collections.size > 0,
      gameVersion: manifest.gameVersion,
      collections: collections.size,
    };
    const base = {
      live: true,
      version: APP_VERSION,
      pid: process.pid,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    if (req.query.probe === 'live') {
      res.status(200).json({ ...base, draining: state.draining });
      return;
    }
    const database = {
      client: String(app.get('db').client.config.client),
      ...(await probeDatabase(app.get('db'))),
    };
    const ready = database.ok && bundle.ok && !state.draining;
    res
      .status(ready ? 200 : 503)
      .json({ ...base, ready, draining: state.draining, checks: { database, bundle } });
  };
}
