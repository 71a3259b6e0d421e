import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '@tagwise/core/schemas/projects';
import { ReportCheck } from '@tagwise/core/schemas/reports';
import { reportFileName, type ReportKind } from '@tagwise/core/values/reports';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkReport } from './check-report.ts';
import { loadReportContext } from './load-report-context.ts';

const errors = commonErrors('project');

const reportRoute = (kind: ReportKind, summary: string) =>
  createRoute({
    method: 'get',
    path: `/api/projects/{projectId}/reports/${kind}.pdf`,
    tags: ['Reports'],
    summary,
    request: { params: z.object({ projectId: Id }) },
    responses: {
      200: {
        description: 'The report as a PDF on Letter pages',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errors,
    },
  });

const pdfHeaders = (kind: ReportKind, projectName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${reportFileName(kind, projectName)}"`,
  'cache-control': 'no-store',
});

// The renderers load on the first report: pdfkit and its fonts' code are ~7 MB of heap that an idle
// server need not hold (DESIGN section 8: <= 300 MB idle).
const loadInventoryReport = () => import('./render-inventory-report.ts');
const loadSoldReport = () => import('./render-sold-report.ts');

export function reportRoutes(db: Database, storage: Storage) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/projects/{projectId}/reports/check',
        tags: ['Reports'],
        summary: "Before a report downloads: the project's texts with characters reports cannot show",
        request: { params: z.object({ projectId: Id }) },
        responses: {
          200: jsonResponse(ReportCheck, 'The texts, the first few of them with their characters'),
          ...errors,
        },
      }),
      async (c) => c.json(await checkReport(db, c.var.actor, c.req.valid('param').projectId), 200),
    )
    .openapi(
      reportRoute(
        'inventory',
        "A project's inventory report: cover with the sale's details and totals, then every item with its photo",
      ),
      async (c) => {
        const context = await loadReportContext(db, storage, c.var.actor, c.req.valid('param').projectId);
        const { renderInventoryReport } = await loadInventoryReport();
        const pdf = renderInventoryReport({ db, actor: c.var.actor, storage, context });
        return c.body(Readable.toWeb(pdf) as ReadableStream, 200, pdfHeaders('inventory', context.project.name));
      },
    )
    .openapi(
      reportRoute(
        'sold',
        "A project's sold report: sales against tag prices, sell-through by category, and what was left over",
      ),
      async (c) => {
        const context = await loadReportContext(db, storage, c.var.actor, c.req.valid('param').projectId);
        const { renderSoldReport } = await loadSoldReport();
        const pdf = renderSoldReport({ db, actor: c.var.actor, context });
        return c.body(Readable.toWeb(pdf) as ReadableStream, 200, pdfHeaders('sold', context.project.name));
      },
    );
}
