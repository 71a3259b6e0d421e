import type { Readable } from 'node:stream';
import { eq, ne } from 'drizzle-orm';
import { ITEM_STATUS_LABELS } from '@tagwise/core/values/items';
import { REPORT_MESSAGES, sellThrough } from '@tagwise/core/values/reports';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { sumBy, type ReportContext } from './load-report-context.ts';
import { money, startReport, tagMoney } from './report-cover.ts';
import { reportItemPages } from './report-item-pages.ts';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Sold over tag: "92%" means the sales brought in 92% of what the tags asked. */
const ofTag = (sold: number, tag: number) => (tag === 0 ? '—' : `${Math.round((sold / tag) * 100)}%`);

/** "+$5" / "−$12" / "$0": what a sale brought against its tag. */
function difference(sold: number | null, tag: number | null): string {
  if (sold === null || tag === null) return '—';
  const d = sold - tag;
  return d === 0 ? '$0' : `${d > 0 ? '+' : '−'}${money(Math.abs(d))}`;
}

/**
 * After the sale: what sold and for how much against its tag price, sell-through by category, then the
 * items left over with what became of them (still available, on hold, kept, donated).
 */
export function renderSoldReport({
  db,
  actor,
  context,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  context: ReportContext;
  now?: Date;
}): Readable {
  const { report, cover } = startReport(context, 'sold', now);
  return report.stream(async (r) => {
    cover(r);
    const categories = sumBy(context.groups, 'category');
    const sold = context.groups.filter((g) => g.status === 'sold');
    const count = categories.reduce((n, g) => n + g.count, 0);
    const soldCount = sold.reduce((n, g) => n + g.count, 0);
    const revenue = sold.reduce((n, g) => n + g.soldValue, 0);
    // Sales against the tags of the items whose sold price is known: one sold without a price is no $0 sale.
    const soldTag = sold.reduce((n, g) => n + g.pricedSoldTag, 0);
    r.figures([
      ['Items sold', `${soldCount.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`],
      ['Sell-through', sellThrough(soldCount, count)],
      ['Sales', money(revenue)],
      ['Sales vs tag prices', ofTag(revenue, soldTag)],
    ]);
    if (count === 0) {
      r.text(REPORT_MESSAGES.noItems, { size: 11 });
      return;
    }
    if (soldCount === 0) r.text(REPORT_MESSAGES.noSales, { size: 11 });
    const unpriced = categories.reduce((n, g) => n + g.unpriced, 0);
    if (unpriced > 0) r.text(REPORT_MESSAGES.unpricedNote(unpriced), { size: 9, color: '#92400e' });

    await r.heading('Sell-through by category');
    const byCategory = r.table([
      { header: 'Category', width: 3.4 },
      { header: 'Items', width: 1.1, align: 'right' },
      { header: 'Sold', width: 1.1, align: 'right' },
      { header: 'Sell-through', width: 1.6, align: 'right' },
      { header: 'Tag value sold', width: 2, align: 'right' },
      { header: 'Sales', width: 1.6, align: 'right' },
    ]);
    for (const g of categories) {
      const soldHere = sold.filter((s) => s.category === g.name);
      await byCategory.row([
        { text: g.name },
        { text: g.count.toLocaleString('en-US') },
        { text: g.sold.toLocaleString('en-US') },
        { text: sellThrough(g.sold, g.count) },
        { text: money(soldHere.reduce((n, s) => n + s.tagValue, 0)) },
        { text: money(soldHere.reduce((n, s) => n + s.soldValue, 0)) },
      ]);
    }
    byCategory.end();

    if (soldCount > 0) {
      await r.heading('Sold');
      const list = r.table([
        { header: 'Tag code', width: 1.4 },
        { header: 'Name', width: 4 },
        { header: 'Category', width: 1.8 },
        { header: 'Tag price', width: 1.3, align: 'right' },
        { header: 'Sold for', width: 1.3, align: 'right' },
        { header: 'Difference', width: 1.4, align: 'right' },
        { header: 'Sold on', width: 1.2, align: 'right' },
      ]);
      for await (const page of reportItemPages(db, actor, context.project.id, eq(items.status, 'sold'))) {
        if (r.abandoned) return;
        for (const item of page) {
          await list.row([
            { text: item.tagCode },
            { text: item.name },
            { text: item.category },
            { text: tagMoney(item.tagPrice) },
            { text: money(item.soldPrice), bold: true },
            { text: difference(item.soldPrice, item.tagPrice) },
            { text: item.soldAt ? DAY.format(item.soldAt) : '—' },
          ]);
        }
      }
      list.end();
    }

    if (soldCount < count) {
      await r.heading('Left over');
      const left = r.table([
        { header: 'Tag code', width: 1.4 },
        { header: 'Name', width: 4.6 },
        { header: 'Category', width: 2 },
        { header: 'Tag price', width: 1.4, align: 'right' },
        { header: 'Status', width: 1.6 },
      ]);
      for await (const page of reportItemPages(db, actor, context.project.id, ne(items.status, 'sold'))) {
        if (r.abandoned) return;
        for (const item of page) {
          await left.row([
            { text: item.tagCode },
            { text: item.name },
            { text: item.category },
            { text: tagMoney(item.tagPrice) },
            { text: ITEM_STATUS_LABELS[item.status] },
          ]);
        }
      }
      left.end();
    }
  });
}
