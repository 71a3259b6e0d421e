import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { postProcessAnalysis } from '@tagwise/core/analysis/post-process';
import { defaultConditionFor } from '@tagwise/core/catalog/conditions';
import { AppError, GENERIC_ERROR_MESSAGE } from '@tagwise/core/errors';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { BATCH_MESSAGES, JOB_ERROR_CODES } from '@tagwise/core/schemas/batches';
import { AiProviderError, RETRYABLE_FAILURES, type AiFailureKind, type PhotoAnalyzer } from '../ai/photo-analyzer.ts';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { analysisBatches, analysisJobPhotos, analysisJobs } from '../db/schema/batches.ts';
import { creditTransactions } from '../db/schema/credits.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Logger } from '../logger.ts';
import { analysisError } from '../modules/analyses/analysis-error.ts';
import { enhanceAnalyzedPhoto } from '../modules/analyses/enhance-analyzed-photo.ts';
import { findComparables } from '../modules/analyses/find-comparables.ts';
import type { StudioPhotos } from '../modules/enhancements/studio-photos.ts';
import { startCharge, type Charge } from '../modules/credits/ledger.ts';
import type { Storage } from '../storage/storage.ts';
import type { ClaimedJob } from './claim-job.ts';
import { blockJob, failJob, releaseJob, retryJobLater, succeedJob } from './job-outcomes.ts';

/** Worth another try in the queue: the provider's passing troubles, and its 429 (issue 6: "timeouts, 429, 5xx"). */
const QUEUE_RETRYABLE: ReadonlySet<AiFailureKind> = new Set([...RETRYABLE_FAILURES, 'rate-limited']);

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Exponential back-off with jitter (factor 2, then ±20 %), capped. */
export function retryDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const raw = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.8 + random() * 0.4));
}

export type JobOutcome = 'succeeded' | 'failed' | 'retrying' | 'blocked' | 'released' | 'lost';

/**
 * Does one claimed job: the same steps as POST /api/analyses (charge, provider, post-processing, save),
 * with the queue's own endings. The charge's operation id is the job's charge key, so a job re-claimed
 * after its worker died finds the pending charge of the attempt that died and uses it: never two.
 * `signal` aborts when the job is no longer this worker's (cancelled, lease lost) or the server stops.
 */
export async function runJob({
  db,
  storage,
  analyzer,
  logger,
  job,
  workerId,
  retry,
  signal,
  studio,
}: {
  db: Database;
  storage: Storage;
  analyzer: PhotoAnalyzer;
  /** What makes the studio photos a batch with "enhance photos" asks for (none: the option is ignored). */
  studio?: StudioPhotos;
  logger: Logger;
  job: ClaimedJob;
  workerId: string;
  retry: RetryPolicy;
  signal: AbortSignal;
}): Promise<JobOutcome> {
  const [batch] = await db.select().from(analysisBatches).where(eq(analysisBatches.id, job.batchId));
  if (!batch) return 'lost';
  const actor: Actor = {
    ownerId: job.ownerId,
    userId: batch.createdBy ?? job.ownerId,
    role: batch.createdBy && batch.createdBy !== job.ownerId ? 'sub_user' : 'admin',
  };
  const photos = await db
    .select({ uploadId: analysisJobPhotos.uploadId, displayKey: uploads.displayKey })
    .from(analysisJobPhotos)
    .leftJoin(uploads, eq(uploads.id, analysisJobPhotos.uploadId))
    .where(eq(analysisJobPhotos.jobId, job.id))
    .orderBy(asc(analysisJobPhotos.position));
  const fail = async (code: string, message: string, charge: Charge | null): Promise<JobOutcome> =>
    (await failJob(db, { job, workerId, actor, code, message, charge })) ? 'failed' : 'lost';

  if (photos.length === 0 || photos.some((p) => !p.uploadId || !p.displayKey)) {
    return fail(JOB_ERROR_CODES.photoMissing, BATCH_MESSAGES.photoMissing, null);
  }
  const uploadIds = photos.map((p) => p.uploadId!);

  let charge: Charge | null = null;
  if (batch.mode === 'analyze') {
    try {
      charge = await chargeFor(db, actor, job, analyzer.provider, photos.length);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED') {
        return (await blockJob(db, { job, workerId, actor })) ? 'blocked' : 'lost';
      }
      throw error;
    }
  }

  try {
    const files = await Promise.all(photos.map((p) => storage.get(p.displayKey!)));
    if (files.some((file) => !file))
      return await fail(JOB_ERROR_CODES.photoMissing, BATCH_MESSAGES.photoMissing, charge);
    const item =
      batch.mode === 'analyze'
        ? postProcessAnalysis(
            await analyzer.analyzeItemPhotos({
              photos: files as Buffer[],
              manualInfo: job.manualInfo ?? undefined,
              signal,
              findComparables: (query) => findComparables(db, actor, query),
            }),
            job.manualInfo ?? undefined,
          )
        : filedItem(job.originalFilename);
    const provider = batch.mode === 'analyze' ? analyzer.provider : null;
    if (signal.aborted) throw signal.reason;
    const itemId = await succeedJob(db, { job, workerId, actor, uploadIds, item, provider, charge });
    if (!itemId) return 'lost';
    // After the job's effect is saved, so a studio photo that fails (or a crash meanwhile) never costs
    // the item or the credit: the item keeps its original, and Enhance on its page can try again.
    if (batch.mode === 'analyze' && batch.enhancePhotos && studio) {
      const { enhancementMessage } = await enhanceAnalyzedPhoto({
        db,
        storage,
        studio,
        logger,
        actor,
        itemId,
        imageId: uploadIds[0]!,
        signal,
      });
      if (enhancementMessage)
        logger.info('a queued item kept its original photo', { jobId: job.id, enhancementMessage });
    }
    return 'succeeded';
  } catch (error) {
    if (signal.aborted && signal.reason === 'shutdown') {
      await releaseJob(db, { job, workerId });
      return 'released';
    }
    if (signal.aborted) return 'lost';
    if (error instanceof AiProviderError) {
      const appError = analysisError(error.kind, charge?.unlimited ?? false, error);
      const code = `ai_${error.kind.replace('-', '_')}`;
      if (QUEUE_RETRYABLE.has(error.kind) && job.attempts < retry.maxAttempts) {
        const delayMs = retryDelay(job.attempts, retry);
        return (await retryJobLater(db, { job, workerId, code, message: appError.message, delayMs }))
          ? 'retrying'
          : 'lost';
      }
      return fail(code, appError.message, charge);
    }
    if (error instanceof AppError) return fail(error.code.toLowerCase(), error.message, charge);
    logger.error('a queue job failed unexpectedly', { err: error, jobId: job.id });
    return fail('internal', batch.mode === 'analyze' ? ANALYSIS_MESSAGES.generic : GENERIC_ERROR_MESSAGE, charge);
  }
}

/**
 * The job's one charge: the pending one a previous attempt left (retry, or a worker that died), or a new
 * one under the job's charge key. The ledger's unique (owner, operation, operation id) makes a second
 * charge for the same key impossible even if two workers raced here.
 */
async function chargeFor(
  db: Database,
  actor: Actor,
  job: ClaimedJob,
  provider: string,
  photos: number,
): Promise<Charge> {
  const [existing] = await db
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.ownerId, actor.ownerId),
        eq(creditTransactions.operation, 'analysis'),
        eq(creditTransactions.operationId, job.chargeKey),
      ),
    );
  if (existing?.status === 'pending') {
    return { transactionId: existing.id, credits: existing.credits, unlimited: existing.source === 'none' };
  }
  if (existing) throw new Error(`charge ${existing.id} of job ${job.id} is already ${existing.status}`);
  const charge = await startCharge(db, actor, {
    operation: 'analysis',
    operationId: job.chargeKey,
    metadata: { provider, photos, batchId: job.batchId, jobId: job.id },
  });
  await db.update(analysisJobs).set({ creditTransactionId: charge.transactionId }).where(eq(analysisJobs.id, job.id));
  return charge;
}

/** "Upload only": the photo becomes an item named after its file, to be described and priced by hand. */
function filedItem(filename: string | null) {
  const name = (filename ? path.parse(filename).name.replace(/[_-]+/g, ' ').trim() : '') || 'Untitled item';
  return {
    name: name.slice(0, 200),
    description: null,
    category: 'Other' as const,
    condition: defaultConditionFor('Other'),
    conditionSource: 'default' as const,
    retailCents: null,
    brand: null,
    model: null,
    dimensions: null,
    materials: null,
    keyAttributes: [],
    researchSources: [],
    aiConfidence: null,
    conditionConfidence: null,
    pricingNote: null,
    analyzerDescription: null,
    // Filed by the person's own choice (upload only), not by an unsure analysis.
    needsReview: false,
    analysisGuesses: [],
    analysisComparables: [],
    abstained: false,
  };
}
