import { loadConfigOrExit } from './config.ts';
import { createPhotoAnalyzer } from './ai/create-photo-analyzer.ts';
import { createPhotoEnhancer } from './ai/create-photo-enhancer.ts';
import { ENHANCEMENT_TIMEOUT_MS } from '@tagwise/core/values/enhancements';
import { createProcessVision } from './ai/local/process-vision.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { createEventBus } from './events/create-event-bus.ts';
import { startQueueRunner } from './jobs/queue-runner.ts';
import { createLogger } from './logger.ts';
import { createStorage } from './storage/create-storage.ts';

// `npm run worker`: a process that only runs the bulk queue (no HTTP), for installations that separate
// API processes from workers. It needs PostgreSQL: PGlite's data directory belongs to one process.

const config = loadConfigOrExit((c) =>
  c.databaseUrl ? [] : ['DATABASE_URL: a separate worker needs PostgreSQL (the embedded database serves one process)'],
);

const logger = createLogger(config.logLevel);
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await runMigrations(database);
  const bus = await createEventBus(config.databaseUrl, logger);
  const localVision = createProcessVision({
    processes: config.localAi.workers,
    idleSeconds: config.localAi.idleSeconds,
    logger,
  });
  const runner = startQueueRunner({
    db: database.db,
    storage: createStorage(config),
    analyzer: createPhotoAnalyzer(config, localVision),
    studio: { enhancer: createPhotoEnhancer(config, localVision), timeoutMs: ENHANCEMENT_TIMEOUT_MS },
    bus,
    logger,
    settings: config.queue,
  });
  logger.info('Tagwise worker is running', { concurrency: config.queue.concurrency });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info('shutting down', { signal });
    void (async () => {
      await runner.stop();
      await bus.close();
      await localVision.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  logger.error('failed to start', { err: error });
  process.exit(1);
}
