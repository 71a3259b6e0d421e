import type { Batch, BatchJob } from '@tagwise/core/schemas/batches';
import type { analysisBatches, analysisJobs } from '../../db/schema/batches.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBatch(row: typeof analysisBatches.$inferSelect): Batch {
  return {
    id: row.id,
    name: row.name,
    projectId: row.projectId,
    status: row.status,
    blockedReason: row.blockedReason,
    options: { mode: row.mode, enhancePhotos: row.enhancePhotos, grouping: row.grouping },
    total: row.totalImages,
    received: row.receivedImages,
    completed: row.completedImages,
    failed: row.failedImages,
    completionPercentage: row.completionPercentage,
    estimatedCompletionTime: iso(row.estimatedCompletionTime),
    creditsUsed: row.creditsUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

export function toJob(row: typeof analysisJobs.$inferSelect): BatchJob {
  return {
    id: row.id,
    batchId: row.batchId,
    clientFileId: row.clientFileId,
    status: row.status,
    originalFilename: row.originalFilename,
    photos: row.photos,
    attempts: row.attempts,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    itemId: row.itemId,
    processingCompletedAt: iso(row.processingCompletedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
