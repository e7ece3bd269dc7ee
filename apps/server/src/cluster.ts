/**
 * `npm run start:cluster`: N server processes behind one port (node:cluster; the primary hands each
 * connection to a worker in turn). Workers are stateless: user data and rate limits live in the database
 * (PostgreSQL in production), game data and answer caches are per process. The primary runs the
 * migrations once before forking, replaces a worker that dies, and on SIGTERM/SIGINT lets each worker
 * drain its requests before exiting.
 *
 * CLUSTER_WORKERS sets N (default: the CPU count, at least 2). JWT_SECRET must be set.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { JWT_SECRET_REQUIRED } from './config';
import { openDatabase } from './db/knex';
import { loadConfig } from './config';

const RESTART_DELAY_MS = 1000;

async function primary(): Promise<void> {
  if (!process.env.JWT_SECRET) {
    console.error(JWT_SECRET_REQUIRED);
    process.exit(1);
  }
  const workers = Number(process.env.CLUSTER_WORKERS || Math.max(2, availableParallelism()));
  if (!Number.isInteger(workers) || workers < 1) {
    console.error(`CLUSTER_WORKERS must be a positive integer, got "${process.env.CLUSTER_WORKERS}"`);
    process.exit(1);
  }
  // Migrations once, here (workers find nothing left; under Knex's lock anyway).
  const db = await openDatabase(loadConfig().databaseUrl);
  await db.destroy();

  let stopping = false;
  const fork = () => cluster.fork({ GRIMOIRE_CLUSTER_WORKER: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < workers; i++) fork();
}

if (cluster.isPrimary) {
  primary().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  await import('./main');
}
