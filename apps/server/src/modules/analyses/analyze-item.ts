import { randomUUID } from 'node:crypto';
import { postProcessAnalysis } from '@tagwise/core/analysis/post-process';
import { AppError } from '@tagwise/core/errors';
import { ANALYSIS_MESSAGES, type AnalysisResult, type AnalyzeInput } from '@tagwise/core/schemas/analysis';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { z } from 'zod';
import { AiProviderError, type PhotoAnalyzer } from '../../ai/photo-analyzer.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import { completeCharge, refundCharge, startCharge, type Charge } from '../credits/ledger.ts';
import { getItem } from '../items/get-item.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { findOwnedUploads } from '../uploads/find-owned-uploads.ts';
import { analysisError } from './analysis-error.ts';
import { findComparables } from './find-comparables.ts';
import { saveAnalyzedItem } from './save-analyzed-item.ts';

/**
 * One item from one or more uploaded photos (core-app.md sections 4, 5 and 7): guard the ids, charge one
 * credit, send every photo to the provider in one request, apply the post-processing rules, save the
 * item with its photos, then complete the charge. Any failure refunds the credit, leaves no item and
 * keeps the uploads, so the person can try again with the same photos.
 */
export async function analyzeItem({
  db,
  storage,
  analyzer,
  logger,
  actor,
  input,
  signal,
}: {
  db: Database;
  storage: Storage;
  analyzer: PhotoAnalyzer;
  logger: Logger;
  actor: Actor;
  input: z.output<typeof AnalyzeInput>;
  signal?: AbortSignal;
}): Promise<AnalysisResult> {
  // Before the charge: a foreign or unknown id is a 404 and costs nothing.
  await findOwnedProject(db, actor, input.projectId);
  const uploads = await findOwnedUploads(db, actor, input.uploadIds);

  const charge = await startAnalysisCharge(db, actor, analyzer.provider, uploads.length);
  let itemId: string;
  let confidence: { aiConfidence: number; conditionConfidence: number };
  try {
    const photos = await Promise.all(
      uploads.map(async (upload) => {
        const file = await storage.get(upload.displayKey);
        if (!file) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
        return file;
      }),
    );
    const analysis = await analyzer
      .analyzeItemPhotos({
        photos,
        manualInfo: input.manualInfo,
        signal,
        findComparables: (query) => findComparables(db, actor, query),
      })
      .catch((error: unknown) => {
        throw error instanceof AiProviderError ? analysisError(error.kind, charge.unlimited, error) : error;
      });
    const analyzed = postProcessAnalysis(analysis, input.manualInfo);
    confidence = analyzed;
    itemId = await saveAnalyzedItem({
      db,
      actor,
      projectId: input.projectId,
      uploadIds: input.uploadIds,
      analyzed,
      provider: analyzer.provider,
    });
  } catch (caught) {
    // The person left (closed the tab, lost the connection): nobody reads the answer, and it is not a
    // server fault to log as one; the credit goes back like for any failure.
    const error = signal?.aborted
      ? new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.cancelled, { cause: caught })
      : caught;
    await refundCharge(db, actor, charge.transactionId, error instanceof Error ? error.message : String(error)).catch(
      (refundError: unknown) =>
        logger.error('refund failed', { err: refundError, transactionId: charge.transactionId }),
    );
    throw error;
  }
  // The item is saved; a failure to mark the charge done is only logged (core-app.md section 4).
  await completeCharge(db, actor, charge.transactionId, { itemId }).catch((error: unknown) =>
    logger.error('completing a charge failed', { err: error, transactionId: charge.transactionId }),
  );
  return {
    item: await getItem({ db, actor, itemId }),
    creditsCharged: charge.credits,
    provider: analyzer.provider,
    confidence: confidence.aiConfidence,
    conditionConfidence: confidence.conditionConfidence,
  };
}

/** Charges one credit; a ledger failure other than "out of credits" gets the spec's own message. */
async function startAnalysisCharge(db: Database, actor: Actor, provider: string, photos: number): Promise<Charge> {
  try {
    return await startCharge(db, actor, {
      operation: 'analysis',
      operationId: randomUUID(),
      metadata: { provider, photos },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', ANALYSIS_MESSAGES.creditStartFailed, { cause: error });
  }
}
