import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { createProcessVision } from './ai/local/process-vision.ts';
import { createStorage } from './storage/create-storage.ts';
import { refundInterruptedCharges } from './modules/credits/refund-interrupted-charges.ts';
import { startUploadSweeper } from './modules/uploads/upload-sweeper.ts';
import { createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { startStatisticsKeeper } from './db/planner-statistics.ts';
import type { Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createPhotoAnalyzer } from './ai/create-photo-analyzer.ts';
import { createPhotoEnhancer } from './ai/create-photo-enhancer.ts';
import { ENHANCEMENT_TIMEOUT_MS } from '@tagwise/core/values/enhancements';
import { createEventBus } from './events/create-event-bus.ts';
import { startQueueRunner } from './jobs/queue-runner.ts';
import { newAdminToken, writeAdminAccess } from './modules/admin/admin-access.ts';
import { listenNotice } from './listen-notice.ts';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface RunningServer {
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), closes the database. */
  stop(): Promise<void>;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({ config, db: database.db, logger, mailer, secret });
  const storage = createStorage(config);
  const localVision = createProcessVision({
    processes: config.localAi.workers,
    idleSeconds: config.localAi.idleSeconds,
    logger,
  });
  const bus = await createEventBus(config.databaseUrl, logger);
  const analyzer = createPhotoAnalyzer(config, localVision);
  const enhancer = createPhotoEnhancer(config, localVision);
  // With PostgreSQL `npm run admin` opens the database itself; the embedded one it must ask us for.
  const adminToken = database.kind === 'pglite' ? newAdminToken() : undefined;
  const app = createApp({
    config,
    database,
    logger,
    auth,
    storage,
    secret,
    webDist: WEB_DIST,
    localVision,
    analyzer,
    enhancer,
    bus,
    adminToken,
    mailer,
  });

  // Work a killed server left charged but unfinished gives its credit back before anyone can look.
  await refundInterruptedCharges(database.db, { soleProcess: database.kind === 'pglite', logger });

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  keepIdleConnectionsLongerThanClients(server);
  const adminAccess = adminToken
    ? writeAdminAccess(config.dataDir, {
        host: config.host,
        port: listeningPort(server, config.port),
        token: adminToken,
      })
    : undefined;
  const statistics = startStatisticsKeeper({ database, logger });
  const sweeper = startUploadSweeper({ db: database.db, storage, ttlHours: config.uploadTtlHours, logger });
  const runner = config.queue.enabled
    ? startQueueRunner({
        db: database.db,
        storage,
        analyzer,
        studio: { enhancer, timeoutMs: ENHANCEMENT_TIMEOUT_MS },
        bus,
        logger,
        settings: config.queue,
        soleProcess: database.kind === 'pglite',
      })
    : undefined;
  logger.info('Tagwise is running', {
    url: config.publicUrl,
    database: database.kind === 'pglite' ? path.join(config.dataDir, 'db') : 'postgres',
    mail: mailer.transport,
    googleSignIn: Boolean(config.google),
    ai: config.ai ? `${config.ai.provider} (${config.ai.model})` : 'local (offline models)',
    photos: config.s3 ? `s3://${config.s3.bucket}` : 'local disk',
    billing: config.billing.provider,
  });
  // Who can reach this server: said at every start, so an operator knows whether strangers can too.
  const { msg: whoCanReach, ...listening } = listenNotice({
    host: config.host,
    port: listeningPort(server, config.port),
    devMailbox: config.devMailbox,
  });
  logger.info(whoCanReach, listening);

  // The offline models load in the background (a few seconds of CPU), so the first analysis does not
  // pay for it; requests are answered meanwhile, and a failed load is retried by the first analysis.
  if (!config.ai && config.localAi.warmUp) {
    const started = performance.now();
    localVision.warmUp().then(
      () => logger.info('offline models ready', { ms: Math.round(performance.now() - started) }),
      (error: unknown) => {
        // A stop during the load ends it on purpose; that is not a failure to report.
        if (!stopping) logger.warn('loading the offline models failed; the first analysis will retry', { err: error });
      },
    );
  }

  let stopping: Promise<void> | undefined;
  return {
    url: config.publicUrl,
    stop() {
      stopping ??= (async () => {
        adminAccess?.remove();
        await closeHttp(server, config.shutdownTimeoutMs, logger);
        await runner?.stop();
        await sweeper.stop();
        await statistics.stop();
        await bus.close();
        await localVision.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

/** The port the server got (PORT=0 asks the system for a free one). */
function listeningPort(server: ServerType, configured: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : configured;
}

/**
 * Node closes an idle keep-alive socket after 5 s, which is shorter than browsers, proxies and HTTP
 * clients keep theirs; a request a client sends on a socket just as the server closes it then fails with
 * ECONNRESET. Outliving the clients' idle times (load balancers commonly keep 60 s) makes the client the
 * side that closes. The headers' deadline must stay above it, as Node requires.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function keepIdleConnectionsLongerThanClients(server: ServerType) {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

function closeHttp(server: ServerType, timeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn('shutdown timeout reached; closing remaining connections', { timeoutMs });
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
