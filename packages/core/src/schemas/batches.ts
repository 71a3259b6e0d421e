import { z } from 'zod';
import {
  BATCH_GROUPINGS,
  BATCH_ITEMS_MAX,
  BATCH_MODES,
  BATCH_NAME_MAX,
  BATCH_STATUSES,
  CLIENT_FILE_ID_MAX,
  JOB_STATUSES,
} from '../values/batches.ts';
import { Id } from './projects.ts';

export * from '../values/batches.ts';

/**
 * The bulk photo queue's contract (core-app.md sections 3, 4 and 7). Creating a batch returns at once;
 * each photo (or group of photos of one item) is then sent as its own request and becomes a job; a
 * durable runner does the jobs; progress arrives as Server-Sent Events with 5 s polling as fallback.
 */

export const BatchOptions = z.object({
  mode: z.enum(BATCH_MODES, { message: 'Choose Analyze with AI or Upload only' }).default('analyze'),
  /** Studio enhancement of each photo before the analysis (pro and enterprise). */
  enhancePhotos: z.boolean().default(false),
  grouping: z.enum(BATCH_GROUPINGS, { message: 'Choose one item per photo or group photos' }).default('one-per-photo'),
});
export type BatchOptions = z.infer<typeof BatchOptions>;

export const CreateBatchInput = z.object({
  name: z
    .string({ message: 'Batch name is required' })
    .trim()
    .min(1, 'Batch name is required')
    .max(BATCH_NAME_MAX, `Batch name must be at most ${BATCH_NAME_MAX} characters`),
  projectId: Id,
  /** Items the batch will make: photos, or groups of photos with grouping "group". */
  total: z
    .number({ message: 'Say how many items the batch has' })
    .int('Say how many items the batch has')
    .min(1, 'Please upload at least one image')
    .max(BATCH_ITEMS_MAX, `At most ${BATCH_ITEMS_MAX} items per batch`),
  options: BatchOptions.default({ mode: 'analyze', enhancePhotos: false, grouping: 'one-per-photo' }),
});
export type CreateBatchInput = z.input<typeof CreateBatchInput>;

export const ClientFileId = z
  .string({ message: 'Each file needs its client id' })
  .trim()
  .min(1, 'Each file needs its client id')
  .max(CLIENT_FILE_ID_MAX, `A client file id is at most ${CLIENT_FILE_ID_MAX} characters`);

export const Batch = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string(),
  status: z.enum(BATCH_STATUSES),
  blockedReason: z.string().nullable(),
  options: BatchOptions,
  /** Items the batch will make; files received so far. */
  total: z.number().int(),
  received: z.number().int(),
  /** Jobs succeeded and failed (completed_images, failed_images). */
  completed: z.number().int(),
  failed: z.number().int(),
  completionPercentage: z.number().int(),
  estimatedCompletionTime: z.iso.datetime().nullable(),
  creditsUsed: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Batch = z.infer<typeof Batch>;

export const BatchJob = z.object({
  id: z.string(),
  batchId: z.string(),
  clientFileId: z.string(),
  status: z.enum(JOB_STATUSES),
  originalFilename: z.string().nullable(),
  photos: z.number().int(),
  attempts: z.number().int(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  itemId: z.string().nullable(),
  processingCompletedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type BatchJob = z.infer<typeof BatchJob>;

export const BatchDetail = z.object({ batch: Batch, jobs: z.array(BatchJob) });
export type BatchDetail = z.infer<typeof BatchDetail>;

export const BatchList = z.object({ batches: z.array(Batch), nextCursor: z.string().nullable() });
export type BatchList = z.infer<typeof BatchList>;

export const BatchListQuery = z.object({
  /** "1": only pending, processing, paused and blocked batches (the widget). */
  active: z.enum(['0', '1']).optional(),
  cursor: z.string().max(200).optional(),
});

/** The answer to adding a file: its job, and the batch's counts after it. */
export const AddedBatchFile = z.object({ job: BatchJob, batch: Batch });
export type AddedBatchFile = z.infer<typeof AddedBatchFile>;

/** One Server-Sent Event's data: what changed since the last one (coalesced, newest state per row). */
export const QueueChanges = z.object({ batches: z.array(Batch), jobs: z.array(BatchJob) });
export type QueueChanges = z.infer<typeof QueueChanges>;
