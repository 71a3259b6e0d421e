import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from '../../http/body-limit.ts';
import { AppError } from '@tagwise/core/errors';
import { BACKUP_MESSAGES, RestoreResult } from '@tagwise/core/schemas/backup';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { adminArea } from '../../auth/require-actor.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { errorResponse } from '../../http/on-error.ts';
import { jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { exportWorkspace } from './export-workspace.ts';
import { receiveUpload } from './receive-upload.ts';
import { assertEmptyWorkspace, restoreWorkspace } from './restore-workspace.ts';

/** The restore upload gets the backup size limit instead of the API's JSON body limit. */
export const BACKUP_RESTORE_PATH = '/api/backup/restore';

/** The API-wide body limit for the restore route: BACKUP_MAX_BYTES, refused with the backup's message. */
export const backupBodyLimit = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.tooLarge(maxBytes)),
  });

/**
 * A zip unpacks to more than its size (JSON deflates about ten times); this bounds what a restore may
 * unpack, next to the per-entry and compression-ratio limits in read-backup.ts.
 */
const UNPACKED_PER_UPLOADED_BYTE = 4;

const adminErrors = {
  401: jsonResponse(ErrorResponse, 'Not signed in'),
  403: jsonResponse(ErrorResponse, 'Not an admin'),
};

export function backupRoutes({ db, storage, maxBytes }: { db: Database; storage: Storage; maxBytes: number }) {
  const router = createRouter<ActorEnv>();
  adminArea(router, '/api/backup', BACKUP_MESSAGES.adminOnly);
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/backup',
        tags: ['Backup'],
        summary:
          'The whole workspace as one zip (settings, folders, projects, items with price history, photos), streamed (admins only)',
        responses: {
          200: {
            description:
              'manifest.json, workspace.json, items.jsonl and photos/. Not included: the EstateSales.NET API key, plan and credits',
            content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...adminErrors,
        },
      }),
      async (c) => {
        const { body, filename, manifest } = await exportWorkspace({
          db,
          storage,
          actor: c.var.actor,
          logger: c.var.logger,
        });
        return c.body(body, 200, {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${filename}"`,
          'x-backup-items': String(manifest.counts.items),
          'x-backup-photos': String(manifest.counts.photos),
        });
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: BACKUP_RESTORE_PATH,
        tags: ['Backup'],
        summary:
          'Restore a backup zip (the raw bytes as the body) into this workspace, which must be empty; all or nothing (admins only)',
        request: {
          body: {
            required: true,
            content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
          },
        },
        responses: {
          200: jsonResponse(RestoreResult, 'Restored'),
          400: jsonResponse(ErrorResponse, 'Not a backup, damaged, unsafe, or invalid'),
          ...adminErrors,
          409: jsonResponse(ErrorResponse, 'The workspace is not empty'),
          413: jsonResponse(ErrorResponse, 'Larger than BACKUP_MAX_BYTES'),
        },
      }),
      async (c) => {
        const actor = c.var.actor;
        // A form, JSON or text is not a zip (and was read already, as text, for the NUL check).
        if (
          /^(multipart\/|application\/(json|x-www-form-urlencoded)|text\/|[^;]*\+json)/i.test(
            c.req.header('content-type') ?? '',
          )
        ) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', BACKUP_MESSAGES.rawBodyOnly);
        }
        // Said before the upload is read: nobody should send GBs to learn that the workspace has data.
        await assertEmptyWorkspace(db, actor);
        const upload = await receiveUpload(c.req.raw.body, maxBytes);
        try {
          const result = await restoreWorkspace({
            db,
            storage,
            actor,
            zipPath: upload.path,
            maxTotalBytes: maxBytes * UNPACKED_PER_UPLOADED_BYTE,
          });
          c.var.logger.info('backup restored', { ownerId: actor.ownerId, ...result.counts });
          return c.json(result, 200);
        } finally {
          await upload.dispose();
        }
      },
    );
}
