import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { ItemListQuery } from '@tagwise/core/schemas/item-query';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { exportItemsCsv } from './export-items-csv.ts';

const errors = commonErrors('project');

export function itemCsvRoutes(db: Database, publicUrl: string) {
  return createRouter<ActorEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/api/items/export.csv',
      tags: ['Items'],
      summary: 'Every field of the items matching a search and filters (all projects, or one), as CSV',
      request: { query: ItemListQuery },
      responses: {
        200: {
          description: 'UTF-8 CSV with a header row',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errors,
      },
    }),
    async (c) => {
      const { sort = 'newest', cursor: _cursor, ...filter } = c.req.valid('query');
      const csv = await exportItemsCsv({ db, actor: c.var.actor, filter, sort, publicUrl });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(Readable.toWeb(csv) as ReadableStream, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="tagwise-items-${day}.csv"`,
      });
    },
  );
}
