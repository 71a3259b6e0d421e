import type { ReportKind } from '@tagwise/core/values/reports';

/**
 * A project's report as a PDF: a plain download link, because the server streams the pages as it makes
 * them, and the browser's own download shows the progress of a thousand-item report.
 */
export const reportUrl = (projectId: string, kind: ReportKind) =>
  `/api/projects/${encodeURIComponent(projectId)}/reports/${kind}.pdf`;
