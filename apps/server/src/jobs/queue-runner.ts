import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { PhotoAnalyzer } from '../ai/photo-analyzer.ts';
import type { Database } from '../db/client.ts';
import { analysisJobs } from '../db/schema/batches.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logger.ts';
import { publishQueueChange } from '../modules/batches/publish-queue-change.ts';
import type { StudioPhotos } from '../modules/enhancements/studio-photos.ts';
import type { Storage } from '../storage/storage.ts';
import { claimJob, renewLease, type ClaimedJob } from './claim-job.ts';
import { refundInterruptedCharges } from '../modules/credits/refund-interrupted-charges.ts';
import { refundOrphanedCharges, settleAbandonedBatches, unblockBatches } from './queue-maintenance.ts';
import { runJob, type RetryPolicy } from './run-job.ts';

export interface QueueSettings {
  /** Jobs this process works on at once. */
  concurrency: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs: number;
  /** Idle workers look for work this often even without a "work" message (another process's, lost). */
  pollMs: number;
  /** Blocked batches, orphaned charges and abandoned uploads are checked this often. */
  maintenanceMs: number;
  /** A batch still waiting for photos with no change for this long takes what it has (settleAbandonedBatches). */
  abandonAfterMs: number;
  retry: RetryPolicy;
}

export interface QueueRunner {
  readonly workerId: string;
  /** Stops claiming, hands running jobs back to the queue, and waits for the workers to end. */
  stop(): Promise<void>;
}

/**
 * The durable runner (CONVENTIONS 7): `concurrency` workers in this process, each claiming a job,
 * running it, and claiming the next; idle workers sleep until a "work" message (a file arrived, a batch
 * resumed, in any process) or the poll interval. Every job is in the database, so a crash loses nothing:
 * a job held by a dead worker is claimed again when its lease runs out.
 */
export function startQueueRunner({
  db,
  storage,
  analyzer,
  studio,
  bus,
  logger,
  settings,
  /** PGlite: the data-directory lock makes this the only process, so any lease left is a dead one's. */
  soleProcess = false,
}: {
  db: Database;
  storage: Storage;
  analyzer: PhotoAnalyzer;
  /** Studio photos for batches that ask for them. */
  studio?: StudioPhotos;
  bus: EventBus;
  logger: Logger;
  settings: QueueSettings;
  soleProcess?: boolean;
}): QueueRunner {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = logger.child({ component: 'queue', workerId });
  let stopped = false;
  const running = new Map<string, AbortController>();
  let wake: (() => void) | undefined;
  let wakeSignal = new Promise<void>((resolve) => (wake = resolve));
  const nudge = () => {
    wake?.();
    wakeSignal = new Promise<void>((resolve) => (wake = resolve));
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, settings.pollMs);
      void wakeSignal.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  const maintain = async (ownerId?: string) => {
    try {
      const unblocked = await unblockBatches(db, ownerId);
      for (const { ownerId: owner, batchId } of unblocked) publishQueueChange(bus, log, owner, { batchIds: [batchId] });
      if (unblocked.length > 0) nudge();
      await refundOrphanedCharges(db);
      if (ownerId) return;
      // Another API process that died mid-analysis leaves its charge pending (start-up covers this one).
      await refundInterruptedCharges(db, { soleProcess: false, logger: log });
      for (const { ownerId: owner, batchId } of await settleAbandonedBatches(db, settings.abandonAfterMs)) {
        publishQueueChange(bus, log, owner, { batchIds: [batchId] });
      }
    } catch (error) {
      if (!stopped) log.warn('queue maintenance failed', { err: error });
    }
  };

  const unsubscribe = bus.subscribe((message) => {
    if (message.topic === 'work') nudge();
    if (message.topic === 'credits') void maintain(message.ownerId);
  });

  const work = async (job: ClaimedJob) => {
    const controller = new AbortController();
    running.set(job.id, controller);
    publishQueueChange(bus, log, job.ownerId, { batchIds: [job.batchId], jobIds: [job.id] });
    const heartbeat = setInterval(
      () => {
        renewLease(db, workerId, job.id, settings.leaseMs).then(
          (own) => own || controller.abort('lost'),
          (error: unknown) => log.warn('renewing a lease failed', { err: error, jobId: job.id }),
        );
      },
      Math.max(50, Math.floor(settings.leaseMs / 3)),
    );
    try {
      const outcome = await runJob({
        db,
        storage,
        analyzer,
        studio,
        logger: log,
        job,
        workerId,
        retry: settings.retry,
        signal: controller.signal,
      });
      if (outcome === 'lost') await refundOrphanedCharges(db);
      log.debug('job ended', { jobId: job.id, outcome });
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
      publishQueueChange(bus, log, job.ownerId, { batchIds: [job.batchId], jobIds: [job.id] });
    }
  };

  const loop = async () => {
    while (!stopped) {
      try {
        const job = await claimJob(db, workerId, settings.leaseMs);
        if (job) await work(job);
        else await idle();
      } catch (error) {
        if (stopped) break;
        log.error('queue worker error', { err: error });
        await idle();
      }
    }
  };

  const started = (async () => {
    if (soleProcess) {
      await db
        .update(analysisJobs)
        .set({ leaseUntil: sql`now()` })
        .where(eq(analysisJobs.status, 'processing'))
        .catch((error: unknown) => log.warn('releasing leases at start failed', { err: error }));
    }
    await maintain();
    await Promise.all(Array.from({ length: settings.concurrency }, loop));
  })();
  const maintenance = setInterval(() => void maintain(), settings.maintenanceMs);
  maintenance.unref();
  log.info('queue runner started', { concurrency: settings.concurrency });

  return {
    workerId,
    async stop() {
      stopped = true;
      clearInterval(maintenance);
      unsubscribe();
      for (const controller of running.values()) controller.abort('shutdown');
      nudge();
      await started;
    },
  };
}
