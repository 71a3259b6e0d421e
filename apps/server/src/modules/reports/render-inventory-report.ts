import type { Readable } from 'node:stream';
import { ITEM_STATUS_LABELS } from '@tagwise/core/values/items';
import { REPORT_MESSAGES } from '@tagwise/core/values/reports';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { sumBy, type ReportContext } from './load-report-context.ts';
import { fromCents, money, startReport, tagMoney } from './report-cover.ts';
import { reportItemPages } from './report-item-pages.ts';
import { reportPhotos } from './report-photos.ts';

const PHOTO = 44;

/** A group's tag value; one whose items all lack a tag price has none, rather than $0. */
const tagValue = (g: { count: number; unpriced: number; tagValue: number }) =>
  g.unpriced === g.count ? '—' : money(g.tagValue);

/** Tag value over retail value: what the tags ask of what the things cost new. */
const share = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

/**
 * The project's inventory: the cover with the sale's details and its totals (items, retail and tag
 * value, by category and by status), then every item with its photo, category, condition, retail and
 * tag price and tag code. Streams a page at a time (items and photos fetched per hundred).
 */
export function renderInventoryReport({
  db,
  actor,
  storage,
  context,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  storage: Storage;
  context: ReportContext;
  now?: Date;
}): Readable {
  const { report, cover } = startReport(context, 'inventory', now);
  return report.stream(async (r) => {
    cover(r);
    const all = sumBy(context.groups, 'category');
    const total = all.reduce(
      (t, g) => ({ count: t.count + g.count, retail: t.retail + g.retailCents, tag: t.tag + g.tagValue }),
      { count: 0, retail: 0, tag: 0 },
    );
    r.figures([
      ['Items', total.count.toLocaleString('en-US')],
      ['Retail value', fromCents(total.retail)],
      ['Tag value', money(total.tag)],
      ['Tags vs retail', share(total.tag * 100, total.retail)],
    ]);
    if (total.count === 0) {
      r.text(REPORT_MESSAGES.noItems, { size: 11 });
      return;
    }
    // Unpriced items are not $0 items: the tag values leave them out, and say how many.
    const unpriced = all.reduce((n, g) => n + g.unpriced, 0);
    if (unpriced > 0) r.text(REPORT_MESSAGES.unpricedNote(unpriced), { size: 9, color: '#92400e' });
    const columns = (first: string) => [
      { header: first, width: 4 },
      { header: 'Items', width: 1.2, align: 'right' as const },
      { header: 'Retail value', width: 2, align: 'right' as const },
      { header: 'Tag value', width: 2, align: 'right' as const },
      { header: 'Unpriced', width: 1.4, align: 'right' as const },
    ];

    await r.heading('By category');
    const byCategory = r.table(columns('Category'));
    for (const g of all) {
      await byCategory.row([
        { text: g.name },
        { text: g.count.toLocaleString('en-US') },
        { text: fromCents(g.retailCents) },
        { text: tagValue(g) },
        { text: g.unpriced.toLocaleString('en-US') },
      ]);
    }
    byCategory.end();

    await r.heading('By status');
    const byStatus = r.table(columns('Status'));
    for (const g of sumBy(context.groups, 'status')) {
      await byStatus.row([
        { text: ITEM_STATUS_LABELS[g.name] },
        { text: g.count.toLocaleString('en-US') },
        { text: fromCents(g.retailCents) },
        { text: tagValue(g) },
        { text: g.unpriced.toLocaleString('en-US') },
      ]);
    }
    byStatus.end();

    await r.newPage();
    r.text('Items', { size: 13, bold: true });
    r.y += 4;
    const list = r.table(
      [
        { header: 'Photo', width: 1.1 },
        { header: 'Name', width: 4 },
        { header: 'Category', width: 1.8 },
        { header: 'Condition', width: 1.4 },
        { header: 'Retail', width: 1.3, align: 'right' },
        { header: 'Tag price', width: 1.3, align: 'right' },
        { header: 'Tag code', width: 1.4 },
      ],
      { rowHeight: PHOTO + 6 },
    );
    for await (const page of reportItemPages(db, actor, context.project.id)) {
      if (r.abandoned) return;
      const photos = await reportPhotos(storage, page);
      for (const item of page) {
        const photo = photos.get(item.id);
        await list.row(
          [
            { text: photo ? '' : 'No photo' },
            { text: item.name, bold: true },
            { text: item.category },
            { text: item.condition },
            { text: item.retailCents === null ? '—' : fromCents(item.retailCents) },
            { text: tagMoney(item.tagPrice), bold: true },
            { text: item.tagCode },
          ],
          photo
            ? (x, y) => {
                r.doc.image(photo, x, y - 1, { fit: [PHOTO, PHOTO] });
              }
            : undefined,
        );
      }
    }
    list.end();
  });
}
