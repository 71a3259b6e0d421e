import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from '../../http/body-limit.ts';
import { AppError } from '@tagwise/core/errors';
import {
  ITEM_CSV_IMPORT_MAX_BYTES,
  ITEM_CSV_IMPORT_MESSAGES,
  ItemCsvImportRefusal,
  ItemCsvImportResult,
  ItemCsvMappingText,
  ItemCsvPreview,
  ItemCsvSkipText,
} from '@tagwise/core/schemas/item-csv-import';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Database } from '../../db/client.ts';
import type { ActorEnv, AppEnv } from '../../http/app-env.ts';
import { errorResponse } from '../../http/on-error.ts';
import { commonErrors, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { importItemsCsv } from './import-items-csv.ts';
import { previewItemsCsv } from './preview-items-csv.ts';

const M = ITEM_CSV_IMPORT_MESSAGES;

/** The import's two paths: they get the file's size limit instead of the JSON one (app.ts picks it). */
export const ITEM_CSV_IMPORT_PATH = /^\/api\/projects\/[^/]+\/items\/import(\/preview)?$/;

/** A multipart form adds a boundary, headers and the mapping around the file. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

export const itemCsvImportBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: ITEM_CSV_IMPORT_MAX_BYTES + FORM_ALLOWANCE_BYTES,
  onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', M.tooLarge),
});

/** The multipart field holding the file; whether it is CSV is judged from its bytes (read-csv-file.ts). */
const csvFile = z
  .any()
  .superRefine((value, ctx) => {
    if (!(value instanceof File)) ctx.addIssue({ code: 'custom', message: M.missingFile });
  })
  .transform((value) => value as File)
  .openapi({ type: 'string', format: 'binary' });

const mappingDescription =
  'JSON array with one entry per column of the file: the item field it fills, or null to leave it out';

const errors = {
  ...commonErrors('project'),
  413: jsonResponse(ErrorResponse, M.tooLarge),
  415: jsonResponse(ErrorResponse, M.notText),
};

async function fileBytes(file: File) {
  if (file.size > ITEM_CSV_IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

export function itemCsvImportRoutes(db: Database) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/projects/{projectId}/items/import/preview',
        tags: ['Items'],
        summary:
          'What importing a CSV file into the project would do: headers, suggested column mapping, first rows, counts and row problems; writes nothing',
        request: {
          params: z.object({ projectId: Id }),
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({
                  file: csvFile,
                  mapping: ItemCsvMappingText.optional().openapi({
                    type: 'string',
                    description: `${mappingDescription}; omitted, it is suggested from the headers`,
                  }),
                }),
              },
            },
          },
        },
        responses: { 200: jsonResponse(ItemCsvPreview, 'The preview'), ...errors },
      }),
      async (c) => {
        const { file, mapping } = c.req.valid('form');
        const preview = await previewItemsCsv({
          db,
          actor: c.var.actor,
          projectId: c.req.valid('param').projectId,
          bytes: await fileBytes(file),
          mapping,
        });
        return c.json(preview, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/projects/{projectId}/items/import',
        tags: ['Items'],
        summary:
          'Import a CSV file into the project: rows whose tag code names an item of the workspace update it, others add items; all or nothing, or with skipRowsWithProblems all the good rows and a list of the skipped ones',
        request: {
          params: z.object({ projectId: Id }),
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({
                  file: csvFile,
                  mapping: ItemCsvMappingText.openapi({ type: 'string', description: mappingDescription }),
                  skipRowsWithProblems: ItemCsvSkipText.optional().openapi({
                    type: 'string',
                    enum: ['true', 'false'],
                    description:
                      '"true": import the good rows and skip those with problems (a problem with the mapping, or no good row, still refuses the file); otherwise any problem refuses it',
                  }),
                }),
              },
            },
          },
        },
        responses: {
          200: jsonResponse(
            ItemCsvImportResult,
            'Imported: how many items were added, changed and left as they were, and the rows skipped with their problems',
          ),
          ...errors,
          400: jsonResponse(ItemCsvImportRefusal, 'Refused, nothing written: the problems (the first 1,000)'),
        },
      }),
      async (c) => {
        const { file, mapping, skipRowsWithProblems } = c.req.valid('form');
        const outcome = await importItemsCsv({
          db,
          actor: c.var.actor,
          projectId: c.req.valid('param').projectId,
          bytes: await fileBytes(file),
          mapping,
          skipRowsWithProblems,
        });
        if (outcome.ok) return c.json(outcome.result, 200);
        const [first] = outcome.errors;
        const where = first?.row ? `Row ${first.row}: ` : '';
        return c.json(
          {
            error: {
              code: 'VALIDATION_FAILED' as const,
              message: `${M.refused(outcome.errorCount)} ${where}${first?.message ?? ''}`.trim(),
            },
            errors: outcome.errors,
            errorCount: outcome.errorCount,
          },
          400,
        );
      },
    );
}
