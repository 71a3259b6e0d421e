import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BatchGrouping, BatchMode, BatchStatus, JobStatus } from '@tagwise/core/schemas/batches';
import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import { user } from './auth.ts';
import { items } from './items.ts';
import { projects } from './projects.ts';
import { uploads } from './uploads.ts';

/**
 * A bulk upload (core-app.md section 3, analysis_batches). The counters are kept by the same
 * transactions that finish jobs, so a reader never sees a count that disagrees with the jobs.
 */
export const analysisBatches = pgTable(
  'analysis_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('pending'),
    blockedReason: text('blocked_reason'),
    mode: text('mode').$type<BatchMode>().notNull(),
    enhancePhotos: boolean('enhance_photos').notNull().default(false),
    grouping: text('grouping').$type<BatchGrouping>().notNull(),
    /** Items the batch will make (total_images), files received so far, jobs succeeded and failed. */
    totalImages: integer('total_images').notNull(),
    receivedImages: integer('received_images').notNull().default(0),
    completedImages: integer('completed_images').notNull().default(0),
    failedImages: integer('failed_images').notNull().default(0),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    estimatedCompletionTime: timestamp('estimated_completion_time', { withTimezone: true }),
    creditsUsed: integer('credits_used').notNull().default(0),
    /** The first claim of one of its jobs: the pace of the estimate is measured from here. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History pages, newest first: exactly list-batches' order (DESC NULLS FIRST, as orderBy(desc()) emits).
    index('analysis_batches_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('analysis_batches_blocked_idx')
      .on(t.ownerId)
      .where(sql`${t.status} = 'blocked'`),
  ],
);

/**
 * One item to make (analysis_jobs). The lease fields make the runner durable: a job is claimed with
 * FOR UPDATE SKIP LOCKED and held until lease_until; a worker that dies lets the lease run out and
 * another claims it. charge_key is the idempotency key of its credit charge (credit_transactions'
 * operation_id): a re-claimed job finds its pending charge instead of paying twice.
 */
export const analysisJobs = pgTable(
  'analysis_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => analysisBatches.id, { onDelete: 'cascade' }),
    /** The browser's id for the file or group: sending it again (a retry) finds this job. */
    clientFileId: text('client_file_id').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    originalFilename: text('original_filename'),
    /** The photos, in order (uploads rows until the item takes them over). */
    photos: integer('photos').notNull().default(1),
    /** What the person already knew of the item (Single Item's Additional Information), for its analysis. */
    manualInfo: jsonb('manual_info').$type<ManualInfo>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    chargeKey: text('charge_key').notNull(),
    creditTransactionId: uuid('credit_transaction_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    processingCompletedAt: timestamp('processing_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analysis_jobs_batch_client_file_unique').on(t.batchId, t.clientFileId),
    index('analysis_jobs_batch_created_idx').on(t.batchId, t.createdAt, t.id),
    // The runner's claim reads only waiting jobs: a small partial index however long the history.
    index('analysis_jobs_runnable_idx')
      .on(t.nextAttemptAt, t.createdAt)
      .where(sql`${t.status} in ('pending', 'retrying')`),
    // Expired leases of processing jobs (a worker died).
    index('analysis_jobs_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** A job's photos in order; the upload row goes when the item takes the photo over (set null then). */
export const analysisJobPhotos = pgTable(
  'analysis_job_photos',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => analysisJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('analysis_job_photos_pk').on(t.jobId, t.position),
    index('analysis_job_photos_upload_idx').on(t.uploadId),
  ],
);

/** Fairness between workspaces: the runner serves the workspace it served least recently first. */
export const queueTurns = pgTable('queue_turns', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastClaimedAt: timestamp('last_claimed_at', { withTimezone: true }).notNull(),
});
