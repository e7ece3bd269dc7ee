import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/knex';
import { loadGameStore } from './game/store';
import { compilePendingSchemas } from './hooks/compile-later';
import { createLogger } from './logger';
import { purgeExpiredRateLimits } from './hooks/rate-limit-store';
import { healthState } from './ops/health';
import { afterListening, runAfterListening } from './ops/after-listening';
import { answerCacheFront } from './answer-cache/front';
import { collectWhenIdle } from './ops/idle-gc';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const [db, gameStore] = await Promise.all([
    openDatabase(config.databaseUrl),
    loadGameStore(config.bundleDir, logger, { primary: config.imageBaseUrl, secondary: config.imageStaticBaseUrl }),
  ]);
  const app = await createApp({ config, logger, db, gameStore });
  // Repeated API answers are sent ahead of Express, as the app first sent them: see answer-cache/.
  const server = createServer(answerCacheFront(app));
  // Keep idle connections longer than clients and proxies reuse them (Node's 5 s default races with a
  // client sending on a socket the server is closing: ECONNRESET); headers must time out after it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.setup(server);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, rssMb: Math.round(process.memoryUsage().rss / 1e6) }, `Grimoire listening on http://localhost:${port}`);
    // Test harnesses read this line to learn the port when PORT=0.
    if (process.env.GRIMOIRE_ANNOUNCE_PORT) process.stdout.write(`GRIMOIRE_PORT=${port}\n`);
    // Indexes of the game data, then the schema validators: after readiness, between requests.
    afterListening(compilePendingSchemas);
    runAfterListening();
  });
  collectWhenIdle(server, config.idleGcGrowthMb, logger);
  // Spent rate-limit counts are overwritten on the next attempt of the same key; drop the rest hourly.
  setInterval(() => void purgeExpiredRateLimits(db).catch(() => undefined), 3_600_000).unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Drain: no new connections, in-flight requests finish (answers say `Connection: close`), then exit.
    healthState.draining = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await app.teardown().catch(() => undefined);
      await db.destroy();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
