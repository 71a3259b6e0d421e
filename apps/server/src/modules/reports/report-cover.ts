import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';
import { REPORT_MESSAGES, REPORT_TITLES, type ReportKind } from '@tagwise/core/values/reports';
import type { ReportContext } from './load-report-context.ts';
import { ReportDocument } from './report-document.ts';

/** The logo's box on the cover, in points (aspect kept inside it). */
const LOGO = { width: 160, height: 60 };

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "$1,250" from cents, for retail values. */
export const fromCents = (cents: number) => formatMoney(cents / 100);
export const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));
/** An item's tag price: an item without one says so, never $0 or a blank to misread. */
export const tagMoney = (amount: number | null) => (amount === null ? REPORT_MESSAGES.unpriced : formatMoney(amount));

/**
 * A report's document and its cover: who made it (the business; Tagwise only when the plan is not
 * white-label), which report, the sale's details and the day it was made.
 */
export function startReport(context: ReportContext, kind: ReportKind, now: Date) {
  const { project, businessName, whiteLabel } = context;
  const title = `${REPORT_TITLES[kind]}: ${project.name}`;
  const report = new ReportDocument({
    title,
    runningTitle: `${project.name} · ${REPORT_TITLES[kind]}`,
    footer: whiteLabel ? (businessName ?? project.name) : 'Made with Tagwise',
  });
  const cover = (r: ReportDocument) => {
    if (context.logo) {
      // A broken file costs the logo, never the report.
      try {
        r.doc.image(context.logo, r.x, r.y, { fit: [LOGO.width, LOGO.height] });
        r.y += LOGO.height + 8;
      } catch {
        /* the report goes on without it */
      }
    }
    if (businessName) r.text(businessName, { size: 11, color: '#4b5563' });
    r.text(REPORT_TITLES[kind], { size: 24, bold: true });
    r.y += 4;
    r.text(project.title ? `${project.name}: ${project.title}` : project.name, { size: 15, bold: true, maxLines: 2 });
    const when = [project.saleDates, project.saleTimes].filter(Boolean).join(', ');
    for (const detail of [project.address, when]) if (detail) r.text(detail, { size: 10 });
    if (project.description) r.text(project.description, { size: 10, maxLines: 4, color: '#374151' });
    r.text(`Prepared ${DATE.format(now)}`, { size: 9, color: '#4b5563' });
    r.y += 12;
  };
  return { report, cover };
}
