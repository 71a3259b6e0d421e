import { and, count, eq, isNull } from 'drizzle-orm';
import { summarizeDayEnd } from '@tagwise/core/sale-day/day-end';
import type { SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { dateInTimeZone } from '@tagwise/core/sale-schedule/sale-days';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleConflicts, saleInvoices } from '../../db/schema/sale-day.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadCashCounts } from './cash-counts.ts';
import { loadDayEndInvoices } from './day-end-invoices.ts';

/**
 * GET /api/projects/:projectId/sales-summary (members and the admin): the day's end of one day, or of the
 * whole sale, from the stored invoices (core's summarizeDayEnd), with the day's cash counts and what still
 * waits (double sales, pickups). Days are where the sale is: its zone, else the device's.
 */
export async function getSalesSummary({
  db,
  actor,
  projectId,
  day,
  timeZone,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  day: string | undefined;
  timeZone: string | undefined;
  now?: Date;
}): Promise<SalesSummary> {
  const project = await findOwnedProject(db, actor, projectId);
  const zone = project.timeZone ?? timeZone ?? 'UTC';
  const invoices = await loadDayEndInvoices(db, actor, projectId, zone);
  const summary = summarizeDayEnd(invoices, day ?? null);
  const days = new Set(project.saleDays.map((d) => d.date));
  for (const invoice of invoices) {
    days.add(invoice.saleDay);
    // A void counts on a later day only (core's summarizeDayEnd), never before its sale's day.
    if (invoice.voided && invoice.voided.day > invoice.saleDay) days.add(invoice.voided.day);
    for (const line of invoice.lines) if (line.refund) days.add(line.refund.day);
  }
  const [[conflicts], [pickups]] = await Promise.all([
    db
      .select({ n: count() })
      .from(saleConflicts)
      .where(
        and(
          eq(saleConflicts.ownerId, actor.ownerId),
          eq(saleConflicts.projectId, projectId),
          isNull(saleConflicts.resolution),
        ),
      ),
    db
      .select({ n: count() })
      .from(saleInvoices)
      .where(
        and(
          eq(saleInvoices.ownerId, actor.ownerId),
          eq(saleInvoices.projectId, projectId),
          eq(saleInvoices.status, 'completed'),
          eq(saleInvoices.pickupPending, true),
          isNull(saleInvoices.pickedUpAt),
        ),
      ),
  ]);
  return {
    projectId,
    projectName: project.name,
    day: day ?? null,
    days: [...days].sort(),
    today: dateInTimeZone(now, zone),
    ...summary,
    cashCounts: day ? await loadCashCounts(db, actor, projectId, { saleDay: day }) : [],
    unresolvedDoubleSales: conflicts?.n ?? 0,
    pendingPickups: pickups?.n ?? 0,
  };
}
