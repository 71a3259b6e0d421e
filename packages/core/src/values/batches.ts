// Plain values (no zod) of the bulk photo queue (core-app.md sections 3, 4, 8 and 9): the queue widget
// renders on every signed-in page and imports these at its first render. schemas/batches.ts re-exports
// them for the server and the forms.

export const BATCH_STATUSES = [
  'pending',
  'processing',
  'paused',
  'completed',
  'completed_with_errors',
  'failed',
  'blocked',
  'cancelled',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Batches the widget lists and the runner works on (get_user_active_batches). */
export const ACTIVE_BATCH_STATUSES = [
  'pending',
  'processing',
  'paused',
  'blocked',
] as const satisfies readonly BatchStatus[];
/** Batches whose jobs the runner may claim. */
export const RUNNABLE_BATCH_STATUSES = ['pending', 'processing'] as const satisfies readonly BatchStatus[];

export const JOB_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'blocked', 'retrying'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Jobs still waiting for a worker: a cancel ends them (the spec names pending and processing; blocked
 * and retrying are the same "not done yet" with a reason, so they end too). */
export const UNFINISHED_JOB_STATUSES = [
  'pending',
  'processing',
  'blocked',
  'retrying',
] as const satisfies readonly JobStatus[];

/** What a batch does with each photo: analyse it with AI (one credit per item) or only file it as an item. */
export const BATCH_MODES = ['analyze', 'upload-only'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

/**
 * One item per photo, or several photos of one item: with "group" the browser sends the photos of one
 * item together in one request (up to BATCH_GROUP_MAX; see docs/architecture.md, "Bulk photo queue"),
 * so a group is complete the moment it arrives and the runner never sees half an item.
 */
export const BATCH_GROUPINGS = ['one-per-photo', 'group'] as const;
export type BatchGrouping = (typeof BATCH_GROUPINGS)[number];

/** Items one batch may make (a large house is a few hundred photos). */
export const BATCH_ITEMS_MAX = 2_000;
/** Photos of one item in a grouped batch (the analysis sends them in one provider request). */
export const BATCH_GROUP_MAX = 10;
export const BATCH_NAME_MAX = 120;
/** The client's own id for a file (or group), so a retried upload after a dropped connection is not a second job. */
export const CLIENT_FILE_ID_MAX = 100;

/** core-app.md section 9: batch polling 5 s; realtime at most 10 events a second. */
export const BATCH_POLL_MS = 5_000;
export const REALTIME_EVENTS_PER_SECOND = 10;

/** Error codes a job records besides the analysis's own (core-app.md section 4). */
export const JOB_ERROR_CODES = {
  cancelled: 'batch_cancelled',
  photoMissing: 'photo_missing',
  outOfCredits: 'out_of_credits',
} as const;

/** The spec's texts (core-app.md sections 4 and 8) and ours in the same voice. */
export const BATCH_MESSAGES = {
  loadFailed: 'Failed to load batch status',
  actionFailed: 'Failed to pause, resume or cancel batch.',
  cancelledByUser: 'Batch was cancelled by user',
  manuallyPaused: 'Manually paused',
  outOfCredits: (used: number, allowance: number) =>
    `Out of AI credits: you've used ${used}/${allowance} credits this month. The batch resumes by itself as soon as more credits are added.`,
  notFound: 'Batch not found',
  jobNotFound: 'Job not found',
  cannotPause: 'Only a pending or processing batch can be paused.',
  cannotResume: 'Only a paused batch can be resumed.',
  cannotCancel: 'A completed or failed batch cannot be cancelled.',
  cannotAdd: 'This batch no longer takes photos.',
  full: (total: number) => `This batch already has all of its ${total} items.`,
  nothingToRetry: 'This batch has no failed jobs to retry.',
  photoMissing: 'The photo of this job is no longer stored. Please upload it again.',
  tooManyPhotos: (max: number) => `At most ${max} photos per item`,
  onePhotoPerItem: 'This batch makes one item per photo: send one photo per request.',
  retryFailed: 'Failed to retry jobs. Please try again.',
  abandoned: 'Some photos never arrived: the batch stopped waiting for them after a day without uploads.',
  studioNeedsAnalysis: 'Studio photos are made with the analysis: choose Analyze with AI to get them.',
  manualInfoInvalid: 'The item’s additional information could not be read.',
} as const;

export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  pending: 'Waiting',
  processing: 'Processing',
  paused: 'Paused',
  completed: 'Completed',
  completed_with_errors: 'Completed with errors',
  failed: 'Failed',
  blocked: 'Blocked',
  cancelled: 'Cancelled',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Waiting',
  processing: 'Analyzing',
  succeeded: 'Done',
  failed: 'Failed',
  blocked: 'Blocked',
  retrying: 'Retrying',
};

/** Pause is offered while processing or pending; resume while paused; cancel unless completed or failed. */
export const canPause = (status: BatchStatus) => status === 'pending' || status === 'processing';
export const canResume = (status: BatchStatus) => status === 'paused';
export const canCancel = (status: BatchStatus) =>
  status !== 'completed' && status !== 'failed' && status !== 'cancelled' && status !== 'completed_with_errors';

/**
 * Completion rate is (succeeded + failed) / total (core-app.md section 4), as a whole percentage: rounded to
 * the nearest, so 2 of 3 is 67%; 100% once every item is done, and never before (199 of 200 is 99%).
 */
export function completionPercentage(succeeded: number, failed: number, total: number): number {
  if (total <= 0) return 0;
  const finished = succeeded + failed;
  if (finished >= total) return 100;
  return Math.min(99, Math.round((finished * 100) / total));
}

/**
 * When the rest of the batch should be done, from the pace so far (finished jobs per elapsed second
 * since the first claim). Null until one job has finished, or when nothing is left.
 */
export function estimateCompletion(
  { startedAt, finished, total }: { startedAt: Date | null; finished: number; total: number },
  now: Date,
): Date | null {
  if (!startedAt || finished <= 0 || finished >= total) return null;
  const perJobMs = (now.getTime() - startedAt.getTime()) / finished;
  return new Date(now.getTime() + Math.round(perJobMs * (total - finished)));
}

/** The batch's final state once every job has finished (null while some have not). */
export function finishedBatchStatus(succeeded: number, failed: number, total: number): BatchStatus | null {
  if (total <= 0 || succeeded + failed < total) return null;
  if (failed === 0) return 'completed';
  return succeeded === 0 ? 'failed' : 'completed_with_errors';
}

/** Server-Sent Events at /api/events (per workspace); `sales` carries core's SalesEvent (sale-day/catalog-schemas.ts). */
export const EVENT_TYPES = { changes: 'changes', resync: 'resync', sales: 'sales' } as const;
