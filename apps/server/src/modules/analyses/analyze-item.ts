import { postProcessAnalysis } from '@tagwise/core/analysis/post-process';
import { AppError } from '@tagwise/core/errors';
import { ANALYSIS_MESSAGES, type AnalysisResult, type AnalyzeInput } from '@tagwise/core/schemas/analysis';
import { CREDIT_MESSAGES } from '@tagwise/core/values/credits';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { z } from 'zod';
import { AiProviderError, type PhotoAnalyzer } from '../../ai/photo-analyzer.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/storage.ts';
import { chargeOperation, completeOperation, refundOperation } from '../credits/charge-operation.ts';
import { refundCharge } from '../credits/ledger.ts';
import { requireStudioPlan } from '../enhancements/require-studio-plan.ts';
import type { StudioPhotos } from '../enhancements/studio-photos.ts';
import { getItem } from '../items/get-item.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { findOwnedUploads } from '../uploads/find-owned-uploads.ts';
import { analysisError } from './analysis-error.ts';
import { findComparables } from './find-comparables.ts';
import { enhanceAnalyzedPhoto } from './enhance-analyzed-photo.ts';
import { saveAnalyzedItem } from './save-analyzed-item.ts';

/**
 * One item from one or more uploaded photos (core-app.md sections 4, 5 and 7): guard the ids, charge one
 * credit, send every photo to the provider in one request, apply the post-processing rules, save the
 * item with its photos, then complete the charge. Any failure refunds the credit, leaves no item and
 * keeps the uploads, so the person can try again with the same photos. An item the offline analyzer could
 * not identify (no name, no price) is saved for review with its credit given back, in the transaction that
 * saves it. With `enhance`, the saved item's main photo then gets a studio version, within the same credit
 * (core-app.md section 6).
 */
export async function analyzeItem({
  db,
  storage,
  analyzer,
  studio,
  logger,
  actor,
  input,
  signal,
}: {
  db: Database;
  storage: Storage;
  analyzer: PhotoAnalyzer;
  studio: StudioPhotos;
  logger: Logger;
  actor: Actor;
  input: z.output<typeof AnalyzeInput>;
  signal?: AbortSignal;
}): Promise<AnalysisResult> {
  // Before the charge: a foreign or unknown id is a 404 and costs nothing.
  await findOwnedProject(db, actor, input.projectId);
  const uploads = await findOwnedUploads(db, actor, input.uploadIds);
  if (input.enhance) await requireStudioPlan(db, actor);

  const charge = await chargeOperation(db, actor, 'analysis', {
    provider: analyzer.provider,
    photos: uploads.length,
    enhance: input.enhance,
  });
  let itemId: string;
  let confidence: { aiConfidence: number; conditionConfidence: number };
  let refunded = false;
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
    refunded = analyzed.abstained && charge.credits > 0;
    itemId = await db.transaction(async (tx) => {
      const saved = await saveAnalyzedItem({
        db: tx,
        actor,
        projectId: input.projectId,
        uploadIds: input.uploadIds,
        analyzed,
        provider: analyzer.provider,
      });
      if (refunded) {
        await refundCharge(tx, actor, charge.transactionId, CREDIT_MESSAGES.analyzerAbstained, { itemId: saved });
      }
      return saved;
    });
  } catch (caught) {
    // The person left (closed the tab, lost the connection): nobody reads the answer, and it is not a
    // server fault to log as one; the credit goes back like for any failure.
    const error = signal?.aborted
      ? new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.cancelled, { cause: caught })
      : caught;
    await refundOperation(db, actor, logger, charge, error);
    throw error;
  }
  if (!refunded) await completeOperation(db, actor, logger, charge, itemId);
  const enhancement = input.enhance
    ? await enhanceAnalyzedPhoto({
        db,
        storage,
        studio,
        logger,
        actor,
        itemId,
        // The first upload is the main photo; it keeps its id as the item's photo (save-analyzed-item.ts).
        imageId: input.uploadIds[0]!,
        signal,
      })
    : ({ enhancement: 'not-requested' } as const);
  return {
    item: await getItem({ db, actor, itemId }),
    creditsCharged: refunded ? 0 : charge.credits,
    provider: analyzer.provider,
    confidence: confidence.aiConfidence,
    conditionConfidence: confidence.conditionConfidence,
    ...enhancement,
  };
}
