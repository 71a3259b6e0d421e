import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '@tagwise/core/errors';
import {
  AddedBatchFile,
  Batch,
  BATCH_GROUP_MAX,
  BATCH_MESSAGES,
  BatchDetail,
  BatchList,
  BatchListQuery,
  ClientFileId,
  CreateBatchInput,
} from '@tagwise/core/schemas/batches';
import { ManualInfo } from '@tagwise/core/schemas/analysis';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { photoField } from '../../http/photo-field.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { addBatchFile, type BatchFile } from './add-batch-file.ts';
import { cancelBatch } from './cancel-batch.ts';
import { createBatch } from './create-batch.ts';
import { getBatch } from './get-batch.ts';
import { listBatches } from './list-batches.ts';
import { pauseBatch } from './pause-batch.ts';
import { publishQueueChange } from './publish-queue-change.ts';
import { resumeBatch } from './resume-batch.ts';
import { retryFailedJobs } from './retry-failed-jobs.ts';

const errors = commonErrors('batch');
const conflict = { 409: jsonResponse(ErrorResponse, 'Not offered in the batch’s current state') };
const batchParam = { params: z.object({ batchId: Id }) };

/** The form's JSON of an item's additional information; anything else is the person's 400, not a 500. */
function readManualInfo(text: string): ManualInfo {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', BATCH_MESSAGES.manualInfoInvalid);
  }
  const parsed = ManualInfo.safeParse(value);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? BATCH_MESSAGES.manualInfoInvalid);
  return parsed.data;
}

/** The path files of a batch are sent to: it gets the photo size limit times the photos of one item. */
export const BATCH_FILE_PATH = /^\/api\/batches\/[^/]+\/files$/;

export function batchRoutes(db: Database, storage: Storage, bus: EventBus) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/batches',
        tags: ['Bulk queue'],
        summary: 'Open a bulk batch (returns at once; send its photos to /api/batches/{batchId}/files)',
        request: { body: jsonBody(CreateBatchInput) },
        responses: { 201: jsonResponse(Batch, 'The new batch'), ...errors },
      }),
      async (c) => {
        const batch = await createBatch({ db, actor: c.var.actor, input: c.req.valid('json') });
        publishQueueChange(bus, c.var.logger, c.var.actor.ownerId, { batchIds: [batch.id] });
        return c.json(batch, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/batches/{batchId}/files',
        tags: ['Bulk queue'],
        summary:
          'Add one photo as a job (multipart: clientFileId, photo; a grouped batch takes up to 10 "photo" fields for one item). Sending the same clientFileId again answers with the same job',
        request: {
          ...batchParam,
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({
                  clientFileId: ClientFileId,
                  photo: photoField(true),
                  manualInfo: z.string().max(8_000).optional().openapi({
                    description:
                      'What the person already knows of the item, as JSON of the analysis manual info (brand, model, artist, year, materials, dimensions, additionalNotes): applied to its analysis as in POST /api/analyses',
                  }),
                }),
              },
            },
          },
        },
        responses: {
          200: jsonResponse(AddedBatchFile, 'Already received (a retried upload): the same job'),
          201: jsonResponse(AddedBatchFile, 'Received: the job waits for the runner'),
          ...errors,
          ...conflict,
          413: jsonResponse(ErrorResponse, PHOTO_MESSAGES.tooLarge),
          415: jsonResponse(ErrorResponse, PHOTO_MESSAGES.wrongType),
        },
      }),
      async (c) => {
        const { clientFileId, photo, manualInfo } = c.req.valid('form');
        const photos = Array.isArray(photo) ? photo : [photo];
        if (photos.length > BATCH_GROUP_MAX)
          throw new AppError('BAD_REQUEST', BATCH_MESSAGES.tooManyPhotos(BATCH_GROUP_MAX));
        const files: BatchFile[] = [];
        for (const file of photos) {
          if (file.size > PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
          const data = Buffer.from(await file.arrayBuffer());
          if (data.length === 0) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.corrupt);
          files.push({ data, name: file.name });
        }
        const { actor } = c.var;
        const { created, ...added } = await addBatchFile({
          db,
          storage,
          actor,
          batchId: c.req.valid('param').batchId,
          clientFileId,
          files,
          manualInfo: manualInfo === undefined ? undefined : readManualInfo(manualInfo),
        });
        if (created) {
          publishQueueChange(bus, c.var.logger, actor.ownerId, {
            batchIds: [added.batch.id],
            jobIds: [added.job.id],
            work: true,
          });
        }
        return c.json(added, created ? 201 : 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/batches',
        tags: ['Bulk queue'],
        summary: 'Batches, newest first, 50 a page; active=1 for the ones not yet ended (the queue widget)',
        request: { query: BatchListQuery },
        responses: { 200: jsonResponse(BatchList, 'A page of batches'), ...errors },
      }),
      async (c) => {
        const { active, cursor } = c.req.valid('query');
        return c.json(await listBatches({ db, actor: c.var.actor, active: active === '1', cursor }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/batches/{batchId}',
        tags: ['Bulk queue'],
        summary: 'A batch with its jobs in upload order',
        request: batchParam,
        responses: { 200: jsonResponse(BatchDetail, 'The batch and its jobs'), ...errors },
      }),
      async (c) => c.json(await getBatch({ db, actor: c.var.actor, batchId: c.req.valid('param').batchId }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/batches/{batchId}/pause',
        tags: ['Bulk queue'],
        summary: 'Pause a pending or processing batch (jobs already running finish)',
        request: batchParam,
        responses: { 200: jsonResponse(Batch, 'Paused'), ...errors, ...conflict },
      }),
      async (c) => {
        const batch = await pauseBatch({ db, actor: c.var.actor, batchId: c.req.valid('param').batchId });
        publishQueueChange(bus, c.var.logger, c.var.actor.ownerId, { batchIds: [batch.id] });
        return c.json(batch, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/batches/{batchId}/resume',
        tags: ['Bulk queue'],
        summary: 'Resume a paused batch',
        request: batchParam,
        responses: { 200: jsonResponse(Batch, 'Processing again'), ...errors, ...conflict },
      }),
      async (c) => {
        const batch = await resumeBatch({ db, actor: c.var.actor, batchId: c.req.valid('param').batchId });
        publishQueueChange(bus, c.var.logger, c.var.actor.ownerId, { batchIds: [batch.id], work: true });
        return c.json(batch, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/batches/{batchId}/cancel',
        tags: ['Bulk queue'],
        summary: `Cancel a batch: every job not done fails with batch_cancelled ("${BATCH_MESSAGES.cancelledByUser}")`,
        request: batchParam,
        responses: { 200: jsonResponse(Batch, 'Cancelled'), ...errors, ...conflict },
      }),
      async (c) => {
        const { batch, jobIds } = await cancelBatch({ db, actor: c.var.actor, batchId: c.req.valid('param').batchId });
        publishQueueChange(bus, c.var.logger, c.var.actor.ownerId, { batchIds: [batch.id], jobIds });
        return c.json(batch, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/batches/{batchId}/retry',
        tags: ['Bulk queue'],
        summary: 'Queue the failed jobs of a batch again',
        request: batchParam,
        responses: { 200: jsonResponse(Batch, 'The failed jobs wait for the runner again'), ...errors, ...conflict },
      }),
      async (c) => {
        const { batch, jobIds } = await retryFailedJobs({
          db,
          actor: c.var.actor,
          batchId: c.req.valid('param').batchId,
        });
        publishQueueChange(bus, c.var.logger, c.var.actor.ownerId, { batchIds: [batch.id], jobIds, work: true });
        return c.json(batch, 200);
      },
    );
}
