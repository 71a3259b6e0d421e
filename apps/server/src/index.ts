import { loadConfigOrExit } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createLogger } from './logger.ts';
import { startServer } from './start-server.ts';

// Entry point: configuration, database and migrations, HTTP; then wait for a signal to stop cleanly.

/** The same signal again within this long is the same stop delivered twice, not a second request. */
const DUPLICATE_SIGNAL_MS = 1000;

const config = loadConfigOrExit();

const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  let first: { signal: string; at: number } | undefined;
  const shutdown = (signal: string) => {
    if (first) {
      // One stop can arrive twice within moments: a supervisor signals the whole process group, and
      // `npm start`'s parent (scripts/malloc-tuning.mjs) passes its own SIGTERM on. Only a later signal
      // is a person insisting.
      if (signal === first.signal && performance.now() - first.at < DUPLICATE_SIGNAL_MS) return;
      logger.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    first = { signal, at: performance.now() };
    logger.info('shutting down', { signal });
    server.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('error during shutdown', { err: error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(
      `\nPort ${config.port} is already in use. Stop the other program or start with PORT=<another port>.\n`,
    );
    process.exit(1);
  }
  logger.error('failed to start', { err: error });
  process.exit(1);
}
