// The whole app in the bench's own process (no HTTP server): what the API benches measure with
// app.request(), on a fresh data directory or an empty PostgreSQL database. Never used by tests.
import path from 'node:path';
import { createApp } from '../../apps/server/src/app.ts';
import type { PhotoAnalyzer } from '../../apps/server/src/ai/photo-analyzer.ts';
import { createAuth } from '../../apps/server/src/auth/auth.ts';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createLocalEventBus, type EventBus } from '../../apps/server/src/events/event-bus.ts';
import { createLogger, type Logger } from '../../apps/server/src/logger.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';
import { createLocalDiskStorage } from '../../apps/server/src/storage/local-disk-storage.ts';

const SECRET = 'b'.repeat(40);

export async function openInProcessApp({
  dataDir,
  databaseUrl,
  env = {},
  analyzer: makeAnalyzer,
  bus: makeBus,
  clock,
}: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Settings on top of the bench defaults (silent logs, a generous sign-in limit). */
  env?: Record<string, string>;
  /** The photo analyzer, from the finished configuration (the app's own choice when left out). */
  analyzer?: (config: Config) => PhotoAnalyzer;
  /** The event bus (an in-process one when left out). */
  bus?: (logger: Logger) => EventBus | Promise<EventBus>;
  /** The server's clock for a sale's time (the sale-day benches ring up on the sale's own day). */
  clock?: () => Date;
}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  await runMigrations(database);
  const logger = createLogger('silent');
  const mailer = createMailer({ db: database.db, logger, smtpUrl: undefined, from: 'bench <b@b.b>' });
  const auth = createAuth({ config, db: database.db, logger, mailer, secret: SECRET });
  const storage = createLocalDiskStorage(path.join(dataDir, 'media'));
  const analyzer = makeAnalyzer?.(config);
  const bus = makeBus ? await makeBus(logger) : createLocalEventBus();
  const app = createApp({ config, database, logger, auth, storage, secret: SECRET, analyzer, bus, clock });
  return { app, config, database, logger, storage, bus, analyzer };
}
